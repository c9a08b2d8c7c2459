const en = {
  badge: 'In preparation',
  willHold: 'This screen will hold:',
  browse: 'Meanwhile, read about the portal',
  screens: {
    jobSearch: {
      title: 'Job search',
      items: 'Results for your keywords as cards with company, location, type, salary and CPA badge; filters with counts; sorting; saving jobs.',
    },
    jobInfo: {
      title: 'Job details',
      items: 'Everything about the job and its company, with save, share and apply.',
    },
    jobApply: {
      title: 'Apply for a job',
      items: 'An application prefilled from your profile, with your résumé, an optional cover letter and your expected salary.',
    },
    myApplications: {
      title: 'My applications',
      items: 'Each job you applied to, with its company, the date and the status of your application, and the option to withdraw.',
    },
    savedJobs: {
      title: 'Saved jobs',
      items: 'The jobs you saved, ready to apply to before their deadline.',
    },
    profile: {
      title: 'My profile',
      items: 'Your details, work history, education and licences, your résumés and your CPA status.',
    },
    createEmployer: {
      title: 'Create an employer account',
      items: 'A guided form for you and your company: contact details, company profile, logo and licence number, then email verification.',
    },
  },
};
export default en;
