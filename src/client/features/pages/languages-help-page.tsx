export default function LanguagesHelpPage() {
  return null;
}
