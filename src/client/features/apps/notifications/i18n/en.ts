const en = {
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications ({{count}} unread)',
  },
  panel: {
    title: 'Notifications',
    unread: 'Unread: {{count}}',
    allRead: 'All caught up',
    markAllRead: 'Mark all as read',
    seeAll: 'See all notifications',
    listLabel: 'Latest notifications',
    loading: 'Loading notifications…',
    error: 'The notifications could not be loaded.',
    retry: 'Try again',
  },
  item: {
    markRead: 'Mark as read',
    markUnread: 'Mark as unread',
    delete: 'Delete',
    unread: 'Unread',
  },
  empty: {
    title: 'No notifications',
    text: 'News about your applications, jobs and messages will appear here as it happens.',
  },
  page: {
    title: 'Notifications',
    subtitle: 'Notifications: {{count}} · unread: {{unread}}',
    subtitleLoading: 'Everything the portal told you, newest first',
    listLabel: 'All notifications',
    more: 'Show more',
  },
};
export default en;
