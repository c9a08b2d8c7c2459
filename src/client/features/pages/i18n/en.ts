const en = {
  notFound: {
    title: '404',
    message: 'The page you requested could not be found.',
    home: 'Go back to the home page',
  },
  error: {
    title: 'Something went wrong.',
    hint: 'An unexpected error stopped this page from showing. You can reload it or go back home.',
    details: 'Error details',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  about: {
    loading: 'Loading',
    title: 'About us',
    intro:
      'CPA Careers is the career portal of our professional body of accountants. It brings together employers who need accounting, audit, tax and finance talent and the professionals who bring it.',
    missionTitle: 'Our mission',
    mission:
      'We help members and job seekers find roles that match their qualifications, and help employers reach certified public accountants and finance professionals they can trust.',
    seekersTitle: 'For job seekers',
    seekers:
      'Search open positions, save the ones you like, apply with the profile you keep here, and follow every application from submitted to hired.',
    employersTitle: 'For employers',
    employers:
      'Register your company, post positions (including those that require a CPA), and work through your applicants on a board built for hiring teams.',
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 1 November 2026',
    sections: {
      collectTitle: 'What we collect',
      collect:
        'Your name, email address and password (stored only as a secure hash), the profile you choose to fill in, the jobs you save and the applications you send.',
      useTitle: 'How we use it',
      use: 'To run your account, to show your applications to the employers you apply to, and to send you the emails you need (verification codes, password resets, application updates).',
      shareTitle: 'Who sees it',
      share:
        'Employers see an application and the profile attached to it only when you apply to one of their jobs. We never sell your data.',
      rightsTitle: 'Your rights',
      rights: 'You can see, correct and delete your data at any time from your profile, or ask us to do it for you.',
      marketingTitle: 'Promotional materials',
      marketing:
        'We send promotional materials only if you agreed to receive them, and you can withdraw that agreement at any time.',
    },
  },
  terms: {
    title: 'Terms and conditions',
    updated: 'Last updated: 1 November 2026',
    sections: {
      accountTitle: 'Your account',
      account:
        'Keep your password secret and your details accurate. You are responsible for what is done with your account.',
      contentTitle: 'What you post',
      content:
        'Job seekers must apply with true information. Employers must post real positions they intend to fill, and may not ask for payment from applicants.',
      cpaTitle: 'CPA status',
      cpa: 'A CPA claim is shown only after our staff have confirmed it. A false claim leads to the account being closed.',
      moderationTitle: 'Moderation',
      moderation: 'Our staff review companies and jobs and may remove content that breaks these terms.',
      liabilityTitle: 'Liability',
      liability:
        'We provide the portal as it is and are not a party to any employment agreement between a job seeker and an employer.',
    },
  },
  languages: {
    title: 'Languages',
    subtitle: 'CPA Careers in English, Turkish and Arabic',
    sections: {
      whichTitle: 'Three languages',
      which:
        'Every screen, message and e-mail of CPA Careers is available in English, Türkçe (Turkish) and العربية (Arabic). Choose one from the language menu in the top bar, marked with a flag; the page changes at once, without losing what you typed.',
      rememberTitle: 'How your choice is remembered',
      remember:
        'On your first visit the site follows your browser’s language when it is one of the three, and English otherwise. The language you pick is kept in this browser, so the site opens in it next time. When you are signed in it is also saved to your account, and the e-mails we send you (codes, application updates, decisions on your company or jobs) are written in it.',
      rtlTitle: 'Arabic reads right to left',
      rtl: 'In Arabic the whole layout is mirrored: text reads from right to left, the navigation sits on the right, and arrows point the other way. Dates follow the conventions of the language you chose.',
      userTextTitle: 'What people write keeps its own direction',
      userText:
        'Job titles, company names, descriptions, addresses and notes are shown as their authors wrote them, not translated. Each keeps its own direction: an English job title reads left to right inside an Arabic page, and an Arabic company name reads right to left inside an English one, so punctuation, numbers and salary ranges stay where they belong.',
      reportTitle: 'Report a translation problem',
      report:
        'If a word is wrong, missing or reads badly, write to us with the address of the page, the language, the words as they appear and what they should say; a screenshot helps. Our staff correct translations in the next release.',
      reportTo: 'Where to write:',
      reportSubject: 'Translation problem',
    },
  },
};
export default en;
