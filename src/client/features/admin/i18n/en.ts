const en = {
  title: 'TODO',
};
export default en;
