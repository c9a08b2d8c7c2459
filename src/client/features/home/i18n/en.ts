const en = {
  bannerTitle: 'Find your next role in accounting and finance',
  bannerSubtitle:
    'Jobs in accounting, audit, tax and finance from employers who value the profession, in English, Turkish and Arabic.',
  search: {
    label: 'Search jobs',
    keywords: 'Job title, skill or keyword',
    location: 'City or country',
    submit: 'Search',
  },
  latest: {
    title: 'Latest jobs',
    all: 'See all jobs',
    error: 'The latest jobs could not be loaded.',
    empty: 'There are no open jobs right now. Please check back soon.',
  },
  featured: {
    title: 'Featured employers',
    openJobs: 'Open jobs: {{count}}',
  },
  cards: {
    seekersTitle: 'For job seekers',
    seekersText:
      'Keep one profile with your work history, education and licenses, apply in a few clicks and follow every application.',
    seekersAction: 'Create a job seeker account',
    cpaTitle: 'Certified public accountants',
    cpaText: 'Some positions require a CPA. Confirm your CPA status once and apply to them directly.',
    cpaAction: 'Browse jobs',
    employersTitle: 'For employers',
    employersText: 'Register your company, post positions and work through your applicants with your hiring team.',
    employersAction: 'Create an employer account',
    employersActionSignedIn: 'Post a job',
  },
};
export default en;
