const en = {
  passwordField: {
    show: 'Show password',
    hide: 'Hide password',
  },
  companyAvatar: {
    logo: '{{company}} logo',
  },
};
export default en;
