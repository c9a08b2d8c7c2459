/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment StaffCompanyFields on StaffCompany {\n    id\n    ownerName\n    ownerEmail\n    ownerLanguage\n    reviewReason\n    jobsTrusted\n    createdAt\n    company {\n      id\n      name\n      logo\n      industry\n      size\n      city\n      countryCode\n      email\n      website\n      contactNo\n      address\n      license\n      licenseVerified\n      featured\n      status\n    }\n  }\n": typeof types.StaffCompanyFieldsFragmentDoc,
    "\n  fragment StaffUserFields on StaffUser {\n    id\n    disabled\n    user {\n      id\n      fullName\n      email\n      role\n      memberType\n      cpaStatus\n      language\n      emailVerified\n      createdAt\n      cpaLicense {\n        name\n        organization\n        number\n        end\n        current\n      }\n    }\n  }\n": typeof types.StaffUserFieldsFragmentDoc,
    "\n  fragment HomeContentRecordFields on JobSeekerContent {\n    id\n    language\n    bannerTitle\n    bannerImage\n    aboutUs\n    updatedAt\n  }\n": typeof types.HomeContentRecordFieldsFragmentDoc,
    "\n  query ModerationCounts {\n    moderationCounts {\n      companies\n      jobs\n      cpaClaims\n    }\n  }\n": typeof types.ModerationCountsDocument,
    "\n  query CompaniesForReview($limit: Int, $nextToken: String) {\n    listCompaniesForReview(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffCompanyFields\n      }\n    }\n  }\n": typeof types.CompaniesForReviewDocument,
    "\n  query JobsForReview($limit: Int, $nextToken: String) {\n    listJobsForReview(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        id\n        position\n        location\n        type\n        language\n        deadline\n        salaryStart\n        salaryEnd\n        salaryNegotiable\n        salaryCurrency\n        requiresCPA\n        remote\n        updatedAt\n        company {\n          id\n          name\n          licenseVerified\n          countryCode\n        }\n      }\n    }\n  }\n": typeof types.JobsForReviewDocument,
    "\n  query StaffSearchUsers($query: String, $filter: StaffUserFilterInput, $limit: Int, $nextToken: String) {\n    searchUsers(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n": typeof types.StaffSearchUsersDocument,
    "\n  query StaffCompanies($query: String, $filter: StaffCompanyFilterInput, $limit: Int, $nextToken: String) {\n    listCompaniesForStaff(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffCompanyFields\n      }\n    }\n  }\n": typeof types.StaffCompaniesDocument,
    "\n  mutation ReviewCompany($input: ReviewInput!) {\n    reviewCompany(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReviewCompanyDocument,
    "\n  mutation ReviewJob($input: ReviewInput!) {\n    reviewJob(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReviewJobDocument,
    "\n  mutation ReviewCpaClaim($userId: ID!, $approve: Boolean!, $note: String) {\n    reviewCPAClaim(userId: $userId, approve: $approve, note: $note) {\n      id\n      cpaStatus\n    }\n  }\n": typeof types.ReviewCpaClaimDocument,
    "\n  mutation SetUserRoles($input: SetUserRolesInput!) {\n    setUserRoles(input: $input) {\n      id\n    }\n  }\n": typeof types.SetUserRolesDocument,
    "\n  mutation SetUserDisabled($input: SetUserDisabledInput!) {\n    setUserDisabled(input: $input) {\n      id\n      disabled\n    }\n  }\n": typeof types.SetUserDisabledDocument,
    "\n  mutation SetCompanyLicenseVerified($input: SetCompanyLicenseVerifiedInput!) {\n    setCompanyLicenseVerified(input: $input) {\n      id\n    }\n  }\n": typeof types.SetCompanyLicenseVerifiedDocument,
    "\n  mutation SetCompanyFeatured($input: SetCompanyFeaturedInput!) {\n    setCompanyFeatured(input: $input) {\n      id\n    }\n  }\n": typeof types.SetCompanyFeaturedDocument,
    "\n  query HomeContentRecord($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      ...HomeContentRecordFields\n    }\n  }\n": typeof types.HomeContentRecordDocument,
    "\n  mutation UpdateJobSeekerContent($input: UpdateJobSeekerContentInput!) {\n    updateJobSeekerContent(input: $input) {\n      ...HomeContentRecordFields\n    }\n  }\n": typeof types.UpdateJobSeekerContentDocument,
    "\n  mutation UpdateCurrencyRate($input: UpdateCurrencyRateInput!) {\n    updateCurrencyRate(input: $input) {\n      currency\n      unitsPerUsd\n      updatedAt\n      updatedByName\n    }\n  }\n": typeof types.UpdateCurrencyRateDocument,
    "\n  query MyJobAlerts {\n    myJobAlerts {\n      id\n      name\n      frequency\n      keywords\n      query\n      searchPath\n      unsubscribed\n      lastSentAt\n      createdAt\n    }\n  }\n": typeof types.MyJobAlertsDocument,
    "\n  mutation CreateJobAlert($input: CreateJobAlertInput!) {\n    createJobAlert(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateJobAlertDocument,
    "\n  mutation UpdateJobAlert($input: UpdateJobAlertInput!) {\n    updateJobAlert(input: $input) {\n      id\n      name\n      frequency\n      unsubscribed\n    }\n  }\n": typeof types.UpdateJobAlertDocument,
    "\n  mutation DeleteJobAlert($id: ID!) {\n    deleteJobAlert(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteJobAlertDocument,
    "\n  fragment JobApplicantFields on JobApplication {\n    id\n    status\n    statusChangedAt\n    appliedAt\n    shortlist\n    jobManagerGroups\n    note\n    coverLetter\n    salary\n    resume {\n      id\n      filename\n      mimeType\n      size\n      url\n    }\n    applicant {\n      id\n      name\n      email\n      mobile\n      location\n      summary\n      skills\n      linkedIn\n      isCPA\n      cpaStatus\n      photo\n      work {\n        id\n        title\n        company\n        start\n        end\n        current\n        description\n      }\n      education {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        id\n        name\n        organization\n        number\n        start\n        end\n        current\n      }\n    }\n  }\n": typeof types.JobApplicantFieldsFragmentDoc,
    "\n  query Applicants($jobId: ID!, $limit: Int, $nextToken: String) {\n    listJobApplications(jobId: $jobId, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      groups\n      job {\n        id\n        position\n        status\n        isOpen\n        company {\n          id\n          name\n        }\n      }\n      items {\n        ...JobApplicantFields\n      }\n    }\n  }\n": typeof types.ApplicantsDocument,
    "\n  mutation UpdateApplicant($input: UpdateJobApplicationInput!) {\n    updateJobApplication(input: $input) {\n      ...JobApplicantFields\n    }\n  }\n": typeof types.UpdateApplicantDocument,
    "\n  query ApplyJob($id: ID!) {\n    getJob(id: $id) {\n      ...JobApplySummaryFields\n    }\n  }\n": typeof types.ApplyJobDocument,
    "\n  query Eligibility($jobId: ID!) {\n    jobApplicationEligibility(jobId: $jobId) {\n      canApply\n      reason\n      application {\n        id\n        status\n        appliedAt\n      }\n      applicant {\n        displayName\n        fullName\n        email\n        emailVerified\n        mobile\n        countryCode\n        location\n        isCPA\n        cpaStatus\n      }\n    }\n  }\n": typeof types.EligibilityDocument,
    "\n  mutation Apply($input: CreateJobApplicationInput!) {\n    createJobApplication(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyDocument,
    "\n  query MyApplications($limit: Int, $nextToken: String) {\n    myJobApplications(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        status\n        appliedAt\n        statusChangedAt\n        jobApplicationsId\n        job {\n          id\n          position\n          location\n          company {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  mutation Withdraw($id: ID!) {\n    withdrawJobApplication(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.WithdrawDocument,
    "\n  query AcademyCategories($language: Language) {\n    academyCategories(language: $language) {\n      id\n      slug\n      title\n      color\n    }\n  }\n": typeof types.AcademyCategoriesDocument,
    "\n  query AcademyCourses($filter: AcademyCourseFilter, $language: Language) {\n    academyCourses(filter: $filter, language: $language) {\n      id\n      slug\n      categoryId\n      title\n      description\n      duration\n      totalSteps\n      featured\n      updatedAt\n      progress {\n        currentStep\n        completed\n        started\n      }\n    }\n  }\n": typeof types.AcademyCoursesDocument,
    "\n  query AcademyCourse($slug: String!, $language: Language) {\n    academyCourse(slug: $slug, language: $language) {\n      id\n      slug\n      categoryId\n      title\n      description\n      duration\n      totalSteps\n      featured\n      updatedAt\n      activeStep\n      progress {\n        currentStep\n        completed\n        started\n      }\n      steps {\n        order\n        title\n        subtitle\n        content\n      }\n      translations {\n        language\n        title\n        description\n      }\n    }\n  }\n": typeof types.AcademyCourseDocument,
    "\n  mutation SaveAcademyProgress($input: AcademyProgressInput!) {\n    saveAcademyProgress(input: $input) {\n      id\n      activeStep\n      progress {\n        currentStep\n        completed\n        started\n      }\n    }\n  }\n": typeof types.SaveAcademyProgressDocument,
    "\n  mutation CreateAcademyCourse($input: AcademyCourseInput!) {\n    createAcademyCourse(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.CreateAcademyCourseDocument,
    "\n  mutation UpdateAcademyCourse($id: ID!, $input: AcademyCourseInput!) {\n    updateAcademyCourse(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.UpdateAcademyCourseDocument,
    "\n  mutation DeleteAcademyCourse($id: ID!) {\n    deleteAcademyCourse(id: $id)\n  }\n": typeof types.DeleteAcademyCourseDocument,
    "\n  query AnalyticsDashboard($range: AnalyticsRangeInput!) {\n    analyticsDashboard(range: $range) {\n      from\n      to\n      previousFrom\n      previousTo\n      conversionRate\n      previousConversionRate\n      demoDays\n      rolledAt\n      totals {\n        ...AnalyticsFigureFields\n      }\n      previousTotals {\n        ...AnalyticsFigureFields\n      }\n      days {\n        day\n        figures {\n          ...AnalyticsFigureFields\n        }\n      }\n      previousDays {\n        day\n        figures {\n          ...AnalyticsFigureFields\n        }\n      }\n      languages {\n        key\n        visitors\n        pageViews\n      }\n      genders {\n        key\n        count\n      }\n      ages {\n        key\n        count\n      }\n    }\n  }\n  fragment AnalyticsFigureFields on AnalyticsFigures {\n    pageViews\n    visitors\n    newVisitors\n    returningVisitors\n    visits\n    impressions\n    applications\n    signUps\n    conversions\n  }\n": typeof types.AnalyticsDashboardDocument,
    "\n  mutation RollUpAnalytics {\n    rollUpAnalytics\n  }\n": typeof types.RollUpAnalyticsDocument,
    "\n  query CalendarLabels {\n    calendarLabels {\n      id\n      title\n      color\n      key\n    }\n  }\n": typeof types.CalendarLabelsDocument,
    "\n  query CalendarEvents($from: String!, $to: String!) {\n    calendarEvents(from: $from, to: $to) {\n      id\n      title\n      allDay\n      start\n      end\n      extendedProps {\n        desc\n        label\n      }\n    }\n  }\n": typeof types.CalendarEventsDocument,
    "\n  mutation CreateCalendarEvent($input: CalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCalendarEventDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n": typeof types.DeleteCalendarEventDocument,
    "\n  mutation CreateCalendarLabel($input: CalendarLabelInput!) {\n    createCalendarLabel(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCalendarLabelDocument,
    "\n  mutation UpdateCalendarLabel($id: ID!, $input: CalendarLabelInput!) {\n    updateCalendarLabel(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCalendarLabelDocument,
    "\n  mutation DeleteCalendarLabel($id: ID!) {\n    deleteCalendarLabel(id: $id)\n  }\n": typeof types.DeleteCalendarLabelDocument,
    "\n  query ChatList {\n    chats {\n      id\n      contactId\n      contact {\n        id\n        name\n        avatar\n        about\n        status\n      }\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n    }\n  }\n": typeof types.ChatListDocument,
    "\n  query ChatOwnProfile {\n    chatProfile {\n      id\n      name\n      email\n      status\n      avatar\n      about\n    }\n  }\n": typeof types.ChatOwnProfileDocument,
    "\n  query ChatContactList($search: String) {\n    chatContacts(search: $search) {\n      id\n      name\n      avatar\n      about\n      status\n    }\n  }\n": typeof types.ChatContactListDocument,
    "\n  query ChatContactCard($id: ID!) {\n    chatContact(id: $id) {\n      id\n      name\n      avatar\n      about\n      status\n      details {\n        emails {\n          email\n          label\n        }\n        phoneNumbers {\n          phoneNumber\n          label\n        }\n        title\n        company\n        address\n      }\n      attachments {\n        media {\n          fileId\n          name\n          url\n        }\n        docs {\n          fileId\n          name\n          url\n        }\n        links\n      }\n    }\n  }\n": typeof types.ChatContactCardDocument,
    "\n  query ChatMessageList($input: ChatMessagesInput!) {\n    chatMessages(input: $input) {\n      items {\n        id\n        chatId\n        contactId\n        value\n        createdAt\n        attachments {\n          name\n          url\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.ChatMessageListDocument,
    "\n  mutation UpdateChatProfile($input: ChatProfileInput!) {\n    updateChatProfile(input: $input) {\n      id\n      status\n      about\n    }\n  }\n": typeof types.UpdateChatProfileDocument,
    "\n  mutation StartChat($contactId: ID!) {\n    startChat(contactId: $contactId) {\n      id\n    }\n  }\n": typeof types.StartChatDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      id\n      chatId\n      contactId\n      value\n      createdAt\n      attachments {\n        name\n        url\n      }\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation MarkChatRead($chatId: ID!) {\n    markChatRead(chatId: $chatId) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkChatReadDocument,
    "\n  mutation SetChatMuted($input: ChatMuteInput!) {\n    setChatMuted(input: $input) {\n      id\n      muted\n    }\n  }\n": typeof types.SetChatMutedDocument,
    "\n  subscription ChatMessageArrived {\n    chatMessageArrived {\n      chat {\n        id\n        unreadCount\n      }\n      message {\n        id\n        chatId\n        contactId\n        value\n        createdAt\n        attachments {\n          name\n          url\n        }\n      }\n    }\n  }\n": typeof types.ChatMessageArrivedDocument,
    "\n  subscription ChatContactChanged {\n    chatContactChanged {\n      id\n      status\n    }\n  }\n": typeof types.ChatContactChangedDocument,
    "\n  fragment ContactFields on Contact {\n    id\n    avatar\n    background\n    name\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n    title\n    company\n    birthday\n    address\n    notes\n    tags\n  }\n": typeof types.ContactFieldsFragmentDoc,
    "\n  query ContactsPage($input: ContactListInput) {\n    contacts(input: $input) {\n      items {\n        ...ContactFields\n      }\n      nextToken\n      total\n    }\n  }\n": typeof types.ContactsPageDocument,
    "\n  query ContactDetails($id: ID!) {\n    contact(id: $id) {\n      ...ContactFields\n    }\n  }\n": typeof types.ContactDetailsDocument,
    "\n  query ContactTags {\n    contactTags {\n      id\n      title\n      builtIn\n    }\n  }\n": typeof types.ContactTagsDocument,
    "\n  mutation CreateContact($input: ContactInput!) {\n    createContact(input: $input) {\n      ...ContactFields\n    }\n  }\n": typeof types.CreateContactDocument,
    "\n  mutation UpdateContact($id: ID!, $input: ContactInput!) {\n    updateContact(id: $id, input: $input) {\n      ...ContactFields\n    }\n  }\n": typeof types.UpdateContactDocument,
    "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n": typeof types.DeleteContactDocument,
    "\n  mutation CreateContactTag($title: String!) {\n    createContactTag(title: $title) {\n      id\n      title\n      builtIn\n    }\n  }\n": typeof types.CreateContactTagDocument,
    "\n  mutation RenameContactTag($id: ID!, $title: String!) {\n    renameContactTag(id: $id, title: $title) {\n      id\n      title\n      builtIn\n    }\n  }\n": typeof types.RenameContactTagDocument,
    "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id)\n  }\n": typeof types.DeleteContactTagDocument,
    "\n  query CryptoDashboard($range: String) {\n    cryptoDashboard(range: $range) {\n      range\n      coins {\n        coin\n        name\n        price\n        trend {\n          dir\n          amount\n        }\n        marketCap\n        volume\n        supply\n        allTimeHigh\n        updatedAt\n        series {\n          at\n          price\n        }\n        spark\n      }\n      wallets {\n        id\n        coin\n        amount\n        valueUsd\n      }\n    }\n  }\n": typeof types.CryptoDashboardDocument,
    "\n  mutation CryptoTrade($input: CryptoTradeInput!) {\n    cryptoTrade(input: $input) {\n      side\n      coin\n      price\n      amountUsd\n      coinAmount\n      usdBalance\n      coinBalance\n    }\n  }\n": typeof types.CryptoTradeDocument,
    "\n  mutation ImportCryptoPrices($csv: String!) {\n    importCryptoPrices(csv: $csv) {\n      imported\n      days\n      minutes\n    }\n  }\n": typeof types.ImportCryptoPricesDocument,
    "\n  query EcommerceProducts($input: ProductListInput) {\n    ecommerceProducts(input: $input) {\n      items {\n        id\n        name\n        sku\n        categories\n        featuredImageId\n        images {\n          id\n          url\n        }\n        priceTaxExcl\n        priceTaxIncl\n        taxRate\n        quantity\n        active\n      }\n      total\n      nextToken\n    }\n  }\n": typeof types.EcommerceProductsDocument,
    "\n  query EcommerceProduct($id: ID!) {\n    ecommerceProduct(id: $id) {\n      id\n      name\n      handle\n      description\n      categories\n      tags\n      featuredImageId\n      images {\n        id\n        url\n        type\n      }\n      priceTaxExcl\n      priceTaxIncl\n      taxRate\n      comparedPrice\n      quantity\n      sku\n      width\n      height\n      depth\n      weight\n      extraShippingFee\n      active\n    }\n  }\n": typeof types.EcommerceProductDocument,
    "\n  mutation CreateEcommerceProduct($input: ProductInput!) {\n    createEcommerceProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateEcommerceProductDocument,
    "\n  mutation UpdateEcommerceProduct($id: ID!, $input: ProductInput!) {\n    updateEcommerceProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateEcommerceProductDocument,
    "\n  mutation DeleteEcommerceProduct($id: ID!) {\n    deleteEcommerceProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteEcommerceProductDocument,
    "\n  query EcommerceOrders($input: OrderListInput) {\n    ecommerceOrders(input: $input) {\n      items {\n        id\n        reference\n        total\n        date\n        customer {\n          firstName\n          lastName\n        }\n        payment {\n          method\n        }\n        status {\n          slug\n        }\n      }\n      total\n      nextToken\n    }\n  }\n": typeof types.EcommerceOrdersDocument,
    "\n  query EcommerceOrder($id: ID!) {\n    ecommerceOrder(id: $id) {\n      id\n      reference\n      subtotal\n      tax\n      discount\n      total\n      date\n      customer {\n        firstName\n        lastName\n        company\n        jobTitle\n        email\n        phone\n        invoiceAddress {\n          address\n        }\n        shippingAddress {\n          address\n        }\n      }\n      products {\n        id\n        name\n        price\n        quantity\n        image\n      }\n      status {\n        id\n        slug\n        color\n        date\n      }\n      payment {\n        transactionId\n        amount\n        method\n        date\n      }\n      shippingDetails {\n        tracking\n        carrier\n        weight\n        fee\n        date\n      }\n    }\n  }\n": typeof types.EcommerceOrderDocument,
    "\n  mutation CreateEcommerceOrder($input: OrderInput!) {\n    createEcommerceOrder(input: $input) {\n      id\n      reference\n    }\n  }\n": typeof types.CreateEcommerceOrderDocument,
    "\n  mutation AddEcommerceOrderStatus($input: AddOrderStatusInput!) {\n    addEcommerceOrderStatus(input: $input) {\n      id\n    }\n  }\n": typeof types.AddEcommerceOrderStatusDocument,
    "\n  query FileManagerFolder($folderId: ID) {\n    fileManagerFolder(folderId: $folderId) {\n      folder {\n        id\n        name\n      }\n      path {\n        id\n        name\n      }\n      items {\n        id\n        folderId\n        name\n        type\n        createdBy\n        createdAt\n        modifiedAt\n        size\n        contents\n        description\n        url\n      }\n    }\n  }\n": typeof types.FileManagerFolderDocument,
    "\n  query FileManagerFolders {\n    fileManagerFolders {\n      id\n      folderId\n      name\n    }\n  }\n": typeof types.FileManagerFoldersDocument,
    "\n  mutation CreateFileManagerFolder($input: CreateFileManagerFolderInput!) {\n    createFileManagerFolder(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateFileManagerFolderDocument,
    "\n  mutation AddFileManagerFile($input: AddFileManagerFileInput!) {\n    addFileManagerFile(input: $input) {\n      id\n    }\n  }\n": typeof types.AddFileManagerFileDocument,
    "\n  mutation UpdateFileManagerItem($id: ID!, $input: UpdateFileManagerItemInput!) {\n    updateFileManagerItem(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateFileManagerItemDocument,
    "\n  mutation MoveFileManagerItem($id: ID!, $folderId: ID) {\n    moveFileManagerItem(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n": typeof types.MoveFileManagerItemDocument,
    "\n  mutation DeleteFileManagerItem($id: ID!, $withContents: Boolean) {\n    deleteFileManagerItem(id: $id, withContents: $withContents)\n  }\n": typeof types.DeleteFileManagerItemDocument,
    "\n  query HelpCenterCategories($language: Language) {\n    helpCenterCategories(language: $language) {\n      id\n      kind\n      slug\n      title\n      position\n    }\n  }\n": typeof types.HelpCenterCategoriesDocument,
    "\n  query HelpCenterFaqs($categorySlug: String, $language: Language) {\n    helpCenterFaqs(categorySlug: $categorySlug, language: $language) {\n      id\n      categoryId\n      question\n      answer\n      language\n      position\n      translations {\n        language\n        question\n        answer\n      }\n    }\n  }\n": typeof types.HelpCenterFaqsDocument,
    "\n  query HelpCenterGuides($categorySlug: String, $language: Language) {\n    helpCenterGuides(categorySlug: $categorySlug, language: $language) {\n      id\n      categoryId\n      slug\n      title\n      subtitle\n      language\n      position\n    }\n  }\n": typeof types.HelpCenterGuidesDocument,
    "\n  query HelpCenterGuide($slug: String!, $language: Language) {\n    helpCenterGuide(slug: $slug, language: $language) {\n      id\n      categoryId\n      slug\n      title\n      subtitle\n      content\n      language\n      updatedAt\n      translations {\n        language\n        title\n        subtitle\n        content\n      }\n    }\n  }\n": typeof types.HelpCenterGuideDocument,
    "\n  query SearchHelpCenter($query: String!, $language: Language) {\n    searchHelpCenter(query: $query, language: $language) {\n      faqs {\n        id\n        categoryId\n        question\n        answer\n        language\n      }\n      guides {\n        id\n        categoryId\n        slug\n        title\n        subtitle\n        language\n      }\n    }\n  }\n": typeof types.SearchHelpCenterDocument,
    "\n  mutation CreateHelpCenterFaq($input: HelpCenterFaqInput!) {\n    createHelpCenterFaq(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateHelpCenterFaqDocument,
    "\n  mutation UpdateHelpCenterFaq($id: ID!, $input: HelpCenterFaqInput!) {\n    updateHelpCenterFaq(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateHelpCenterFaqDocument,
    "\n  mutation DeleteHelpCenterFaq($id: ID!) {\n    deleteHelpCenterFaq(id: $id)\n  }\n": typeof types.DeleteHelpCenterFaqDocument,
    "\n  mutation ReorderHelpCenterFaqs($input: HelpCenterReorderInput!) {\n    reorderHelpCenterFaqs(input: $input)\n  }\n": typeof types.ReorderHelpCenterFaqsDocument,
    "\n  mutation CreateHelpCenterGuide($input: HelpCenterGuideInput!) {\n    createHelpCenterGuide(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.CreateHelpCenterGuideDocument,
    "\n  mutation UpdateHelpCenterGuide($id: ID!, $input: HelpCenterGuideInput!) {\n    updateHelpCenterGuide(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.UpdateHelpCenterGuideDocument,
    "\n  mutation DeleteHelpCenterGuide($id: ID!) {\n    deleteHelpCenterGuide(id: $id)\n  }\n": typeof types.DeleteHelpCenterGuideDocument,
    "\n  mutation ReorderHelpCenterGuides($input: HelpCenterReorderInput!) {\n    reorderHelpCenterGuides(input: $input)\n  }\n": typeof types.ReorderHelpCenterGuidesDocument,
    "\n  mutation SendHelpCenterSupportRequest($input: HelpCenterSupportInput!, $language: Language) {\n    sendHelpCenterSupportRequest(input: $input, language: $language) {\n      id\n      createdAt\n    }\n  }\n": typeof types.SendHelpCenterSupportRequestDocument,
    "\n  query MailboxPage($input: MailListInput) {\n    mailbox(input: $input) {\n      items {\n        id\n        from {\n          id\n          name\n          email\n        }\n        to {\n          id\n          name\n          email\n        }\n        date\n        subject\n        preview\n        attachments {\n          fileId\n        }\n        starred\n        important\n        unread\n        folder\n        labels\n      }\n      nextToken\n      total\n    }\n  }\n": typeof types.MailboxPageDocument,
    "\n  query MailDetails($id: ID!) {\n    mail(id: $id) {\n      id\n      from {\n        id\n        name\n        email\n      }\n      to {\n        id\n        name\n        email\n      }\n      cc {\n        id\n        name\n        email\n      }\n      bcc {\n        id\n        name\n        email\n      }\n      date\n      subject\n      content\n      attachments {\n        fileId\n        type\n        name\n        size\n        preview\n        downloadUrl\n      }\n      starred\n      important\n      unread\n      folder\n      labels\n    }\n  }\n": typeof types.MailDetailsDocument,
    "\n  query MailboxCounts {\n    mailboxCounts {\n      folder\n      unread\n      total\n    }\n  }\n": typeof types.MailboxCountsDocument,
    "\n  query MailRecipients($search: String) {\n    mailRecipients(search: $search) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.MailRecipientsDocument,
    "\n  mutation SaveMailDraft($input: MailDraftInput!) {\n    saveMailDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveMailDraftDocument,
    "\n  mutation SendMail($input: SendMailInput!) {\n    sendMail(input: $input) {\n      id\n    }\n  }\n": typeof types.SendMailDocument,
    "\n  mutation MailboxAction($input: MailboxActionInput!) {\n    mailboxAction(input: $input) {\n      id\n      unread\n      starred\n      important\n      folder\n      labels\n    }\n  }\n": typeof types.MailboxActionDocument,
    "\n  subscription MailArrived {\n    notificationAdded {\n      id\n      link\n    }\n  }\n": typeof types.MailArrivedDocument,
    "\n  query NotesPage($input: NotesListInput) {\n    notes(input: $input) {\n      id\n      title\n      content\n      tasks {\n        id\n        content\n        completed\n      }\n      image\n      reminder\n      labels\n      archived\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.NotesPageDocument,
    "\n  query NotesLabels {\n    notesLabels {\n      id\n      title\n    }\n  }\n": typeof types.NotesLabelsDocument,
    "\n  mutation CreateNote($input: NoteInput!) {\n    createNote(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateNoteDocument,
    "\n  mutation UpdateNote($id: ID!, $input: NoteInput!) {\n    updateNote(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation CreateNotesLabel($title: String!) {\n    createNotesLabel(title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.CreateNotesLabelDocument,
    "\n  mutation RenameNotesLabel($id: ID!, $title: String!) {\n    renameNotesLabel(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.RenameNotesLabelDocument,
    "\n  mutation DeleteNotesLabel($id: ID!) {\n    deleteNotesLabel(id: $id)\n  }\n": typeof types.DeleteNotesLabelDocument,
    "\n  query MyNotifications($limit: Int, $nextToken: String) {\n    myNotifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        icon\n        image\n        title\n        description\n        time\n        read\n        link\n        useRouter\n      }\n      nextToken\n      total\n      unread\n    }\n  }\n": typeof types.MyNotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!, $read: Boolean) {\n    markNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      icon\n      image\n      title\n      description\n      time\n      read\n      link\n      useRouter\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  query ProfilePage($userId: ID) {\n    profilePage(userId: $userId) {\n      person {\n        id\n        name\n        avatar\n      }\n      role\n      isSelf\n      memberSince\n      email\n      location\n      mobile\n      linkedIn\n      summary\n      skills\n      works {\n        id\n        title\n        company\n        description\n        start\n        end\n        current\n      }\n      educations {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        id\n        name\n        organization\n        start\n        end\n        current\n      }\n      companies {\n        id\n        name\n        logo\n        title\n      }\n      colleagues {\n        id\n        name\n        avatar\n      }\n      settings {\n        allowLikes\n        allowComments\n      }\n      canLike\n      canComment\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  fragment ProfilePostFields on ProfilePost {\n    id\n    content\n    createdAt\n    author {\n      id\n      name\n      avatar\n    }\n    likeCount\n    likedByMe\n    shareCount\n    sharedByMe\n    commentCount\n    comments {\n      id\n      content\n      createdAt\n      author {\n        id\n        name\n        avatar\n      }\n      canDelete\n    }\n    canLike\n    canComment\n    canShare\n    canDelete\n  }\n": typeof types.ProfilePostFieldsFragmentDoc,
    "\n  query ProfileTimeline($input: ProfileTimelineInput) {\n    profileTimeline(input: $input) {\n      items {\n        id\n        kind\n        at\n        status\n        job {\n          id\n          position\n          companyName\n        }\n        post {\n          ...ProfilePostFields\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.ProfileTimelineDocument,
    "\n  query ProfilePhotos($userId: ID) {\n    profilePhotos(userId: $userId) {\n      id\n      url\n      name\n      createdAt\n    }\n  }\n": typeof types.ProfilePhotosDocument,
    "\n  mutation CreateProfilePost($input: ProfilePostInput!) {\n    createProfilePost(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProfilePostDocument,
    "\n  mutation DeleteProfilePost($id: ID!) {\n    deleteProfilePost(id: $id)\n  }\n": typeof types.DeleteProfilePostDocument,
    "\n  mutation LikeProfilePost($id: ID!) {\n    likeProfilePost(id: $id) {\n      id\n    }\n  }\n": typeof types.LikeProfilePostDocument,
    "\n  mutation ShareProfilePost($id: ID!) {\n    shareProfilePost(id: $id) {\n      id\n    }\n  }\n": typeof types.ShareProfilePostDocument,
    "\n  query ProfilePost($id: ID!) {\n    profilePost(id: $id) {\n      ...ProfilePostFields\n    }\n  }\n": typeof types.ProfilePostDocument,
    "\n  mutation UnlikeProfilePost($id: ID!) {\n    unlikeProfilePost(id: $id) {\n      id\n    }\n  }\n": typeof types.UnlikeProfilePostDocument,
    "\n  mutation CommentOnProfilePost($input: ProfileCommentInput!) {\n    commentOnProfilePost(input: $input) {\n      id\n    }\n  }\n": typeof types.CommentOnProfilePostDocument,
    "\n  mutation DeleteProfileComment($id: ID!) {\n    deleteProfileComment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProfileCommentDocument,
    "\n  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {\n    updateProfileSettings(input: $input) {\n      allowLikes\n      allowComments\n    }\n  }\n": typeof types.UpdateProfileSettingsDocument,
    "\n  query ProjectDashboard($ranges: ProjectDashboardRanges) {\n    projectDashboard(ranges: $ranges) {\n      today\n      summary {\n        range\n        day\n        due\n        completed\n      }\n      overdue {\n        tasks\n        fromYesterday\n      }\n      issues {\n        open\n        opened\n        closed\n      }\n      features {\n        proposed\n        implemented\n      }\n      issueWeek {\n        range\n        days {\n          day\n          new\n          closed\n        }\n        overview {\n          new\n          closed\n          open\n          overdue\n          urgent\n        }\n      }\n      taskDistribution {\n        range\n        tags {\n          tag\n          count\n        }\n        due\n        newTasks\n        completedTasks\n      }\n      schedule {\n        range\n        day\n        events {\n          id\n          title\n          startsAt\n          endsAt\n          allDay\n          label\n          labelKey\n          color\n        }\n      }\n      budget {\n        type\n        total\n        expensesAmount\n        expensesPercentage\n        remainingAmount\n        remainingPercentage\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n        role\n      }\n    }\n  }\n": typeof types.ProjectDashboardDocument,
    "\n  mutation UpdateProjectBudget($input: UpdateProjectBudgetInput!) {\n    updateProjectBudget(input: $input) {\n      type\n      total\n      expensesAmount\n      expensesPercentage\n      remainingAmount\n      remainingPercentage\n    }\n  }\n": typeof types.UpdateProjectBudgetDocument,
    "\n  query ScrumboardBoardsPage {\n    scrumboardBoards {\n      id\n      title\n      description\n      icon\n      lastActivity\n      cardCount\n      members {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": typeof types.ScrumboardBoardsPageDocument,
    "\n  query ScrumboardBoardPage($id: ID!) {\n    scrumboardBoard(id: $id) {\n      ...ScrumboardBoardFields\n    }\n  }\n": typeof types.ScrumboardBoardPageDocument,
    "\n  fragment ScrumboardBoardFields on ScrumboardBoard {\n    id\n    title\n    description\n    icon\n    lastActivity\n    members {\n      id\n      name\n      avatar\n    }\n    settings {\n      subscribed\n      cardCoverImages\n    }\n    lists {\n      id\n      title\n      cards\n    }\n    labels {\n      id\n      title\n    }\n    cards {\n      id\n      listId\n      title\n      description\n      labels\n      dueDate\n      attachmentCoverId\n      memberIds\n      subscribed\n      attachments {\n        id\n        name\n        src\n        time\n        type\n      }\n      checklists {\n        id\n        name\n        checkItems {\n          id\n          name\n          checked\n        }\n      }\n      activities {\n        id\n        type\n        idMember\n        message\n        time\n      }\n    }\n  }\n": typeof types.ScrumboardBoardFieldsFragmentDoc,
    "\n  query ScrumboardMembers {\n    scrumboardMembers {\n      id\n      name\n      avatar\n    }\n  }\n": typeof types.ScrumboardMembersDocument,
    "\n  mutation CreateScrumboardBoard($input: ScrumboardBoardInput!) {\n    createScrumboardBoard(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateScrumboardBoardDocument,
    "\n  mutation UpdateScrumboardBoard($id: ID!, $input: ScrumboardBoardUpdateInput!) {\n    updateScrumboardBoard(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateScrumboardBoardDocument,
    "\n  mutation DeleteScrumboardBoard($id: ID!) {\n    deleteScrumboardBoard(id: $id)\n  }\n": typeof types.DeleteScrumboardBoardDocument,
    "\n  mutation CreateScrumboardList($boardId: ID!, $title: String!) {\n    createScrumboardList(boardId: $boardId, title: $title) {\n      id\n    }\n  }\n": typeof types.CreateScrumboardListDocument,
    "\n  mutation RenameScrumboardList($id: ID!, $title: String!) {\n    renameScrumboardList(id: $id, title: $title) {\n      id\n    }\n  }\n": typeof types.RenameScrumboardListDocument,
    "\n  mutation MoveScrumboardList($id: ID!, $position: Int!) {\n    moveScrumboardList(id: $id, position: $position) {\n      id\n    }\n  }\n": typeof types.MoveScrumboardListDocument,
    "\n  mutation DeleteScrumboardList($id: ID!) {\n    deleteScrumboardList(id: $id)\n  }\n": typeof types.DeleteScrumboardListDocument,
    "\n  mutation CreateScrumboardCard($listId: ID!, $title: String!) {\n    createScrumboardCard(listId: $listId, title: $title) {\n      id\n    }\n  }\n": typeof types.CreateScrumboardCardDocument,
    "\n  mutation UpdateScrumboardCard($id: ID!, $input: ScrumboardCardUpdateInput!) {\n    updateScrumboardCard(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateScrumboardCardDocument,
    "\n  mutation MoveScrumboardCard($id: ID!, $listId: ID!, $position: Int!) {\n    moveScrumboardCard(id: $id, listId: $listId, position: $position) {\n      ...ScrumboardBoardFields\n    }\n  }\n": typeof types.MoveScrumboardCardDocument,
    "\n  mutation DeleteScrumboardCard($id: ID!) {\n    deleteScrumboardCard(id: $id)\n  }\n": typeof types.DeleteScrumboardCardDocument,
    "\n  mutation AddScrumboardCardAttachment($cardId: ID!, $fileId: ID!) {\n    addScrumboardCardAttachment(cardId: $cardId, fileId: $fileId) {\n      id\n    }\n  }\n": typeof types.AddScrumboardCardAttachmentDocument,
    "\n  mutation RemoveScrumboardCardAttachment($cardId: ID!, $attachmentId: ID!) {\n    removeScrumboardCardAttachment(cardId: $cardId, attachmentId: $attachmentId) {\n      id\n    }\n  }\n": typeof types.RemoveScrumboardCardAttachmentDocument,
    "\n  mutation AddScrumboardComment($cardId: ID!, $message: String!) {\n    addScrumboardComment(cardId: $cardId, message: $message) {\n      id\n    }\n  }\n": typeof types.AddScrumboardCommentDocument,
    "\n  query TasksPage {\n    tasks {\n      ...TaskFields\n    }\n  }\n": typeof types.TasksPageDocument,
    "\n  fragment TaskFields on Task {\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    subTasks {\n      id\n      title\n      completed\n    }\n    assignedTo\n    order\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n      avatar\n    }\n  }\n": typeof types.TaskAssigneesDocument,
    "\n  query AssignedTasks {\n    assignedTasks {\n      task {\n        ...TaskFields\n      }\n      owner {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": typeof types.AssignedTasksDocument,
    "\n  mutation SetAssignedTaskCompleted($id: ID!, $completed: Boolean!) {\n    setAssignedTaskCompleted(id: $id, completed: $completed) {\n      task {\n        id\n        completed\n      }\n    }\n  }\n": typeof types.SetAssignedTaskCompletedDocument,
    "\n  mutation SetAssignedSubTaskCompleted($taskId: ID!, $subTaskId: ID!, $completed: Boolean!) {\n    setAssignedSubTaskCompleted(taskId: $taskId, subTaskId: $subTaskId, completed: $completed) {\n      task {\n        id\n        subTasks {\n          id\n          completed\n        }\n      }\n    }\n  }\n": typeof types.SetAssignedSubTaskCompletedDocument,
    "\n  mutation CreateTask($input: TaskInput!, $position: Int) {\n    createTask(input: $input, position: $position) {\n      id\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation MoveTask($id: ID!, $position: Int!) {\n    moveTask(id: $id, position: $position) {\n      ...TaskFields\n    }\n  }\n": typeof types.MoveTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": typeof types.DeleteTaskDocument,
    "\n  subscription TaskNotices {\n    notificationAdded {\n      link\n    }\n  }\n": typeof types.TaskNoticesDocument,
    "\n  fragment EmployerCompanyFields on Company {\n    id\n    name\n    logo\n    industry\n    size\n    countryCode\n    contactNo\n    email\n    website\n    city\n    address\n    license\n    licenseVerified\n    status\n  }\n": typeof types.EmployerCompanyFieldsFragmentDoc,
    "\n  fragment CompanyInviteFields on CompanyInvite {\n    id\n    email\n    status\n    invitedByName\n    expiresAt\n    createdAt\n  }\n": typeof types.CompanyInviteFieldsFragmentDoc,
    "\n  query MyEmployer {\n    myEmployer {\n      id\n      employerCompanyId\n    }\n  }\n": typeof types.MyEmployerDocument,
    "\n  query MyCompanyDetails {\n    myCompanies {\n      ...EmployerCompanyFields\n    }\n  }\n": typeof types.MyCompanyDetailsDocument,
    "\n  mutation CreateEmployer($input: CreateEmployerInput!) {\n    createEmployer(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateEmployerDocument,
    "\n  mutation RegisterCompany($input: CreateCompanyInput!) {\n    registerCompany(input: $input) {\n      ...EmployerCompanyFields\n    }\n  }\n": typeof types.RegisterCompanyDocument,
    "\n  mutation UpdateCompany($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) {\n      ...EmployerCompanyFields\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  query CompanyAccount($id: ID!) {\n    companyAccount(companyId: $id) {\n      status\n      reviewReason\n      myRole\n      company {\n        ...EmployerCompanyFields\n      }\n      employers {\n        userId\n        name\n        email\n        title\n        role\n      }\n    }\n  }\n": typeof types.CompanyAccountDocument,
    "\n  query CompanyInvites($id: ID!) {\n    listCompanyInvites(companyId: $id) {\n      ...CompanyInviteFields\n    }\n  }\n": typeof types.CompanyInvitesDocument,
    "\n  mutation InviteEmployer($input: InviteEmployerInput!) {\n    inviteEmployer(input: $input) {\n      ...CompanyInviteFields\n    }\n  }\n": typeof types.InviteEmployerDocument,
    "\n  mutation RevokeCompanyInvite($id: ID!) {\n    revokeCompanyInvite(id: $id)\n  }\n": typeof types.RevokeCompanyInviteDocument,
    "\n  mutation RemoveCompanyEmployer($companyId: ID!, $userId: ID!) {\n    removeCompanyEmployer(companyId: $companyId, userId: $userId)\n  }\n": typeof types.RemoveCompanyEmployerDocument,
    "\n  query CompanyInvitePreview($token: String!) {\n    companyInvite(token: $token) {\n      companyName\n      maskedEmail\n      status\n      expiresAt\n    }\n  }\n": typeof types.CompanyInvitePreviewDocument,
    "\n  mutation AcceptCompanyInvite($token: String!) {\n    acceptCompanyInvite(token: $token) {\n      id\n      name\n    }\n  }\n": typeof types.AcceptCompanyInviteDocument,
    "\n  query EmployerDashboard($id: ID!) {\n    employerDashboard(companyId: $id) {\n      companyId\n      companyStatus\n      reviewReason\n      totalJobs\n      openJobs\n      draftJobs\n      jobsWaitingForReview\n      applicationsThisWeek\n      applicationsPerDay {\n        date\n        count\n      }\n      closingSoon {\n        id\n        position\n        deadline\n        applicationCount\n      }\n      latestApplications {\n        id\n        jobId\n        position\n        applicantName\n        status\n        appliedAt\n      }\n    }\n  }\n": typeof types.EmployerDashboardDocument,
    "\n  fragment CompanyJobFields on Job {\n    ...JobDetailsFields\n    companyJobsId\n    reviewStatus\n    reviewReason\n    publishedAt\n    applicationCounts {\n      status\n      count\n    }\n  }\n": typeof types.CompanyJobFieldsFragmentDoc,
    "\n  query MyCompanies {\n    myCompanies {\n      id\n      name\n      status\n      logo\n      countryCode\n    }\n  }\n": typeof types.MyCompaniesDocument,
    "\n  query CompanyJobs($companyId: ID!, $filter: CompanyJobsFilter, $limit: Int, $nextToken: String) {\n    listCompanyJobs(companyId: $companyId, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...CompanyJobFields\n      }\n    }\n  }\n": typeof types.CompanyJobsDocument,
    "\n  query CompanyJob($id: ID!) {\n    getCompanyJob(id: $id) {\n      ...CompanyJobFields\n    }\n  }\n": typeof types.CompanyJobDocument,
    "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      ...CompanyJobFields\n    }\n  }\n": typeof types.CreateJobDocument,
    "\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      ...CompanyJobFields\n    }\n  }\n": typeof types.UpdateJobDocument,
    "\n    mutation PublishJob($id: ID!) {\n      publishJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": typeof types.PublishJobDocument,
    "\n    mutation CloseJob($id: ID!) {\n      closeJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": typeof types.CloseJobDocument,
    "\n    mutation ReopenJob($id: ID!) {\n      reopenJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": typeof types.ReopenJobDocument,
    "\n    mutation DuplicateJob($id: ID!) {\n      duplicateJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": typeof types.DuplicateJobDocument,
    "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.DeleteJobDocument,
    "\n  query HomeContent($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      bannerTitle\n      bannerImage\n    }\n  }\n": typeof types.HomeContentDocument,
    "\n  query FeaturedCompanies {\n    listCompanies(filter: { featured: { eq: true } }, limit: 8) {\n      items {\n        id\n        name\n        logo\n        industry\n        city\n        openJobCount\n      }\n    }\n  }\n": typeof types.FeaturedCompaniesDocument,
    "\n  fragment CompanySummaryFields on Company {\n    id\n    name\n    logo\n    industry\n    city\n    countryCode\n    website\n  }\n": typeof types.CompanySummaryFieldsFragmentDoc,
    "\n  fragment JobSummaryFields on Job {\n    id\n    position\n    location\n    type\n    experienceLevel\n    industry\n    salaryStart\n    salaryEnd\n    salaryNegotiable\n    salaryCurrency\n    requiresCPA\n    remote\n    status\n    isOpen\n    deadline\n    applyWay\n    createdAt\n    company {\n      ...CompanySummaryFields\n    }\n  }\n": typeof types.JobSummaryFieldsFragmentDoc,
    "\n  fragment JobApplySummaryFields on Job {\n    id\n    position\n    location\n    deadline\n    status\n    isOpen\n    applyWay\n    applyUrl\n    requiresCPA\n    salaryCurrency\n    company {\n      id\n      name\n      logo\n    }\n  }\n": typeof types.JobApplySummaryFieldsFragmentDoc,
    "\n  fragment JobDetailsFields on Job {\n    ...JobSummaryFields\n    description\n    address\n    experience\n    education\n    requirement\n    keyword\n    subindustry\n    language\n    start\n    applyUrl\n    updatedAt\n  }\n": typeof types.JobDetailsFieldsFragmentDoc,
    "\n  query SearchJobs(\n    $query: String\n    $filter: JobSearchFilter\n    $sort: JobSort\n    $exact: Boolean\n    $limit: Int\n    $nextToken: String\n  ) {\n    searchJobs(query: $query, filter: $filter, sort: $sort, exact: $exact, limit: $limit, nextToken: $nextToken) {\n      total\n      correctedQuery\n      totalIsLowerBound\n      totalIsEstimate\n      nextToken\n      items {\n        ...JobSummaryFields\n      }\n      facets {\n        type {\n          value\n          count\n        }\n        experienceLevel {\n          value\n          count\n        }\n        industry {\n          value\n          count\n        }\n      }\n    }\n  }\n": typeof types.SearchJobsDocument,
    "\n  query GetJob($id: ID!) {\n    getJob(id: $id) {\n      ...JobDetailsFields\n    }\n  }\n": typeof types.GetJobDocument,
    "\n  query GetCompany($id: ID!) {\n    getCompany(id: $id) {\n      ...CompanySummaryFields\n      size\n      email\n      contactNo\n      address\n      featured\n      openJobCount\n      jobs(limit: 200) {\n        ...JobSummaryFields\n      }\n    }\n  }\n": typeof types.GetCompanyDocument,
    "\n  query CurrencyRates {\n    currencyRates {\n      currency\n      unitsPerUsd\n      updatedAt\n      updatedByName\n    }\n  }\n": typeof types.CurrencyRatesDocument,
    "\n  query ApplyStanding {\n    myApplyStanding {\n      isCPA\n      cpaStatus\n      emailVerified\n      appliedJobs {\n        jobId\n        applicationId\n        appliedAt\n        status\n      }\n    }\n  }\n": typeof types.ApplyStandingDocument,
    "\n  query LikedJobs($uid: ID!) {\n    getUser(id: $uid) {\n      id\n      likedJobs\n    }\n  }\n": typeof types.LikedJobsDocument,
    "\n  mutation LikeJob($jobId: ID!) {\n    likeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n": typeof types.LikeJobDocument,
    "\n  mutation UnlikeJob($jobId: ID!) {\n    unlikeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n": typeof types.UnlikeJobDocument,
    "\n  query AboutContent($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      aboutUs\n    }\n  }\n": typeof types.AboutContentDocument,
    "\n  fragment ProfileLicenseFields on License {\n    id\n    name\n    organization\n    number\n    start\n    end\n    current\n  }\n": typeof types.ProfileLicenseFieldsFragmentDoc,
    "\n  query Profile($id: ID!) {\n    getUser(id: $id) {\n      id\n      fullName\n      firstName\n      lastName\n      email\n      mobile\n      countryCode\n      location\n      gender\n      ageGroup\n      dateOfBirth\n      language\n      linkedIn\n      skill\n      summary\n      icon\n      memberType\n      jobStatus\n      isCPA\n      cpaStatus\n      cpaReviewNote\n      role\n      cpaLicense {\n        ...ProfileLicenseFields\n      }\n      work {\n        id\n        title\n        company\n        start\n        end\n        current\n        description\n      }\n      education {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        ...ProfileLicenseFields\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n      mutation CreateWork($input: CreateWorkInput!) {\n        createWork(input: $input) {\n          id\n        }\n      }\n    ": typeof types.CreateWorkDocument,
    "\n      mutation UpdateWork($input: UpdateWorkInput!) {\n        updateWork(input: $input) {\n          id\n        }\n      }\n    ": typeof types.UpdateWorkDocument,
    "\n      mutation DeleteWork($input: DeleteInput!) {\n        deleteWork(input: $input) {\n          id\n        }\n      }\n    ": typeof types.DeleteWorkDocument,
    "\n      mutation CreateEducation($input: CreateEducationInput!) {\n        createEducation(input: $input) {\n          id\n        }\n      }\n    ": typeof types.CreateEducationDocument,
    "\n      mutation UpdateEducation($input: UpdateEducationInput!) {\n        updateEducation(input: $input) {\n          id\n        }\n      }\n    ": typeof types.UpdateEducationDocument,
    "\n      mutation DeleteEducation($input: DeleteInput!) {\n        deleteEducation(input: $input) {\n          id\n        }\n      }\n    ": typeof types.DeleteEducationDocument,
    "\n      mutation CreateLicense($input: CreateLicenseInput!) {\n        createLicense(input: $input) {\n          id\n        }\n      }\n    ": typeof types.CreateLicenseDocument,
    "\n      mutation UpdateLicense($input: UpdateLicenseInput!) {\n        updateLicense(input: $input) {\n          id\n        }\n      }\n    ": typeof types.UpdateLicenseDocument,
    "\n      mutation DeleteLicense($input: DeleteInput!) {\n        deleteLicense(input: $input) {\n          id\n        }\n      }\n    ": typeof types.DeleteLicenseDocument,
    "\n  mutation ClaimCpa($id: ID!) {\n    claimCPA(licenseId: $id) {\n      id\n    }\n  }\n": typeof types.ClaimCpaDocument,
    "\n  query ExportMyData {\n    exportMyData\n  }\n": typeof types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query SavedJobIds($id: ID!) {\n    getUser(id: $id) {\n      id\n      likedJobs\n      appliedJobs\n    }\n  }\n": typeof types.SavedJobIdsDocument,
    "\n  query SavedJobs($filter: ModelJobFilterInput, $limit: Int) {\n    listJobs(filter: $filter, limit: $limit) {\n      items {\n        ...JobApplySummaryFields\n      }\n    }\n  }\n": typeof types.SavedJobsDocument,
    "\n  mutation UnsaveJob($jobId: ID!) {\n    unlikeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n": typeof types.UnsaveJobDocument,
};
const documents: Documents = {
    "\n  fragment StaffCompanyFields on StaffCompany {\n    id\n    ownerName\n    ownerEmail\n    ownerLanguage\n    reviewReason\n    jobsTrusted\n    createdAt\n    company {\n      id\n      name\n      logo\n      industry\n      size\n      city\n      countryCode\n      email\n      website\n      contactNo\n      address\n      license\n      licenseVerified\n      featured\n      status\n    }\n  }\n": types.StaffCompanyFieldsFragmentDoc,
    "\n  fragment StaffUserFields on StaffUser {\n    id\n    disabled\n    user {\n      id\n      fullName\n      email\n      role\n      memberType\n      cpaStatus\n      language\n      emailVerified\n      createdAt\n      cpaLicense {\n        name\n        organization\n        number\n        end\n        current\n      }\n    }\n  }\n": types.StaffUserFieldsFragmentDoc,
    "\n  fragment HomeContentRecordFields on JobSeekerContent {\n    id\n    language\n    bannerTitle\n    bannerImage\n    aboutUs\n    updatedAt\n  }\n": types.HomeContentRecordFieldsFragmentDoc,
    "\n  query ModerationCounts {\n    moderationCounts {\n      companies\n      jobs\n      cpaClaims\n    }\n  }\n": types.ModerationCountsDocument,
    "\n  query CompaniesForReview($limit: Int, $nextToken: String) {\n    listCompaniesForReview(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffCompanyFields\n      }\n    }\n  }\n": types.CompaniesForReviewDocument,
    "\n  query JobsForReview($limit: Int, $nextToken: String) {\n    listJobsForReview(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        id\n        position\n        location\n        type\n        language\n        deadline\n        salaryStart\n        salaryEnd\n        salaryNegotiable\n        salaryCurrency\n        requiresCPA\n        remote\n        updatedAt\n        company {\n          id\n          name\n          licenseVerified\n          countryCode\n        }\n      }\n    }\n  }\n": types.JobsForReviewDocument,
    "\n  query StaffSearchUsers($query: String, $filter: StaffUserFilterInput, $limit: Int, $nextToken: String) {\n    searchUsers(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n": types.StaffSearchUsersDocument,
    "\n  query StaffCompanies($query: String, $filter: StaffCompanyFilterInput, $limit: Int, $nextToken: String) {\n    listCompaniesForStaff(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffCompanyFields\n      }\n    }\n  }\n": types.StaffCompaniesDocument,
    "\n  mutation ReviewCompany($input: ReviewInput!) {\n    reviewCompany(input: $input) {\n      id\n      status\n    }\n  }\n": types.ReviewCompanyDocument,
    "\n  mutation ReviewJob($input: ReviewInput!) {\n    reviewJob(input: $input) {\n      id\n      status\n    }\n  }\n": types.ReviewJobDocument,
    "\n  mutation ReviewCpaClaim($userId: ID!, $approve: Boolean!, $note: String) {\n    reviewCPAClaim(userId: $userId, approve: $approve, note: $note) {\n      id\n      cpaStatus\n    }\n  }\n": types.ReviewCpaClaimDocument,
    "\n  mutation SetUserRoles($input: SetUserRolesInput!) {\n    setUserRoles(input: $input) {\n      id\n    }\n  }\n": types.SetUserRolesDocument,
    "\n  mutation SetUserDisabled($input: SetUserDisabledInput!) {\n    setUserDisabled(input: $input) {\n      id\n      disabled\n    }\n  }\n": types.SetUserDisabledDocument,
    "\n  mutation SetCompanyLicenseVerified($input: SetCompanyLicenseVerifiedInput!) {\n    setCompanyLicenseVerified(input: $input) {\n      id\n    }\n  }\n": types.SetCompanyLicenseVerifiedDocument,
    "\n  mutation SetCompanyFeatured($input: SetCompanyFeaturedInput!) {\n    setCompanyFeatured(input: $input) {\n      id\n    }\n  }\n": types.SetCompanyFeaturedDocument,
    "\n  query HomeContentRecord($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      ...HomeContentRecordFields\n    }\n  }\n": types.HomeContentRecordDocument,
    "\n  mutation UpdateJobSeekerContent($input: UpdateJobSeekerContentInput!) {\n    updateJobSeekerContent(input: $input) {\n      ...HomeContentRecordFields\n    }\n  }\n": types.UpdateJobSeekerContentDocument,
    "\n  mutation UpdateCurrencyRate($input: UpdateCurrencyRateInput!) {\n    updateCurrencyRate(input: $input) {\n      currency\n      unitsPerUsd\n      updatedAt\n      updatedByName\n    }\n  }\n": types.UpdateCurrencyRateDocument,
    "\n  query MyJobAlerts {\n    myJobAlerts {\n      id\n      name\n      frequency\n      keywords\n      query\n      searchPath\n      unsubscribed\n      lastSentAt\n      createdAt\n    }\n  }\n": types.MyJobAlertsDocument,
    "\n  mutation CreateJobAlert($input: CreateJobAlertInput!) {\n    createJobAlert(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateJobAlertDocument,
    "\n  mutation UpdateJobAlert($input: UpdateJobAlertInput!) {\n    updateJobAlert(input: $input) {\n      id\n      name\n      frequency\n      unsubscribed\n    }\n  }\n": types.UpdateJobAlertDocument,
    "\n  mutation DeleteJobAlert($id: ID!) {\n    deleteJobAlert(id: $id) {\n      id\n    }\n  }\n": types.DeleteJobAlertDocument,
    "\n  fragment JobApplicantFields on JobApplication {\n    id\n    status\n    statusChangedAt\n    appliedAt\n    shortlist\n    jobManagerGroups\n    note\n    coverLetter\n    salary\n    resume {\n      id\n      filename\n      mimeType\n      size\n      url\n    }\n    applicant {\n      id\n      name\n      email\n      mobile\n      location\n      summary\n      skills\n      linkedIn\n      isCPA\n      cpaStatus\n      photo\n      work {\n        id\n        title\n        company\n        start\n        end\n        current\n        description\n      }\n      education {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        id\n        name\n        organization\n        number\n        start\n        end\n        current\n      }\n    }\n  }\n": types.JobApplicantFieldsFragmentDoc,
    "\n  query Applicants($jobId: ID!, $limit: Int, $nextToken: String) {\n    listJobApplications(jobId: $jobId, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      groups\n      job {\n        id\n        position\n        status\n        isOpen\n        company {\n          id\n          name\n        }\n      }\n      items {\n        ...JobApplicantFields\n      }\n    }\n  }\n": types.ApplicantsDocument,
    "\n  mutation UpdateApplicant($input: UpdateJobApplicationInput!) {\n    updateJobApplication(input: $input) {\n      ...JobApplicantFields\n    }\n  }\n": types.UpdateApplicantDocument,
    "\n  query ApplyJob($id: ID!) {\n    getJob(id: $id) {\n      ...JobApplySummaryFields\n    }\n  }\n": types.ApplyJobDocument,
    "\n  query Eligibility($jobId: ID!) {\n    jobApplicationEligibility(jobId: $jobId) {\n      canApply\n      reason\n      application {\n        id\n        status\n        appliedAt\n      }\n      applicant {\n        displayName\n        fullName\n        email\n        emailVerified\n        mobile\n        countryCode\n        location\n        isCPA\n        cpaStatus\n      }\n    }\n  }\n": types.EligibilityDocument,
    "\n  mutation Apply($input: CreateJobApplicationInput!) {\n    createJobApplication(input: $input) {\n      id\n      status\n    }\n  }\n": types.ApplyDocument,
    "\n  query MyApplications($limit: Int, $nextToken: String) {\n    myJobApplications(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        status\n        appliedAt\n        statusChangedAt\n        jobApplicationsId\n        job {\n          id\n          position\n          location\n          company {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  mutation Withdraw($id: ID!) {\n    withdrawJobApplication(id: $id) {\n      id\n      status\n    }\n  }\n": types.WithdrawDocument,
    "\n  query AcademyCategories($language: Language) {\n    academyCategories(language: $language) {\n      id\n      slug\n      title\n      color\n    }\n  }\n": types.AcademyCategoriesDocument,
    "\n  query AcademyCourses($filter: AcademyCourseFilter, $language: Language) {\n    academyCourses(filter: $filter, language: $language) {\n      id\n      slug\n      categoryId\n      title\n      description\n      duration\n      totalSteps\n      featured\n      updatedAt\n      progress {\n        currentStep\n        completed\n        started\n      }\n    }\n  }\n": types.AcademyCoursesDocument,
    "\n  query AcademyCourse($slug: String!, $language: Language) {\n    academyCourse(slug: $slug, language: $language) {\n      id\n      slug\n      categoryId\n      title\n      description\n      duration\n      totalSteps\n      featured\n      updatedAt\n      activeStep\n      progress {\n        currentStep\n        completed\n        started\n      }\n      steps {\n        order\n        title\n        subtitle\n        content\n      }\n      translations {\n        language\n        title\n        description\n      }\n    }\n  }\n": types.AcademyCourseDocument,
    "\n  mutation SaveAcademyProgress($input: AcademyProgressInput!) {\n    saveAcademyProgress(input: $input) {\n      id\n      activeStep\n      progress {\n        currentStep\n        completed\n        started\n      }\n    }\n  }\n": types.SaveAcademyProgressDocument,
    "\n  mutation CreateAcademyCourse($input: AcademyCourseInput!) {\n    createAcademyCourse(input: $input) {\n      id\n      slug\n    }\n  }\n": types.CreateAcademyCourseDocument,
    "\n  mutation UpdateAcademyCourse($id: ID!, $input: AcademyCourseInput!) {\n    updateAcademyCourse(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n": types.UpdateAcademyCourseDocument,
    "\n  mutation DeleteAcademyCourse($id: ID!) {\n    deleteAcademyCourse(id: $id)\n  }\n": types.DeleteAcademyCourseDocument,
    "\n  query AnalyticsDashboard($range: AnalyticsRangeInput!) {\n    analyticsDashboard(range: $range) {\n      from\n      to\n      previousFrom\n      previousTo\n      conversionRate\n      previousConversionRate\n      demoDays\n      rolledAt\n      totals {\n        ...AnalyticsFigureFields\n      }\n      previousTotals {\n        ...AnalyticsFigureFields\n      }\n      days {\n        day\n        figures {\n          ...AnalyticsFigureFields\n        }\n      }\n      previousDays {\n        day\n        figures {\n          ...AnalyticsFigureFields\n        }\n      }\n      languages {\n        key\n        visitors\n        pageViews\n      }\n      genders {\n        key\n        count\n      }\n      ages {\n        key\n        count\n      }\n    }\n  }\n  fragment AnalyticsFigureFields on AnalyticsFigures {\n    pageViews\n    visitors\n    newVisitors\n    returningVisitors\n    visits\n    impressions\n    applications\n    signUps\n    conversions\n  }\n": types.AnalyticsDashboardDocument,
    "\n  mutation RollUpAnalytics {\n    rollUpAnalytics\n  }\n": types.RollUpAnalyticsDocument,
    "\n  query CalendarLabels {\n    calendarLabels {\n      id\n      title\n      color\n      key\n    }\n  }\n": types.CalendarLabelsDocument,
    "\n  query CalendarEvents($from: String!, $to: String!) {\n    calendarEvents(from: $from, to: $to) {\n      id\n      title\n      allDay\n      start\n      end\n      extendedProps {\n        desc\n        label\n      }\n    }\n  }\n": types.CalendarEventsDocument,
    "\n  mutation CreateCalendarEvent($input: CalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      id\n    }\n  }\n": types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCalendarEventDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n": types.DeleteCalendarEventDocument,
    "\n  mutation CreateCalendarLabel($input: CalendarLabelInput!) {\n    createCalendarLabel(input: $input) {\n      id\n    }\n  }\n": types.CreateCalendarLabelDocument,
    "\n  mutation UpdateCalendarLabel($id: ID!, $input: CalendarLabelInput!) {\n    updateCalendarLabel(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCalendarLabelDocument,
    "\n  mutation DeleteCalendarLabel($id: ID!) {\n    deleteCalendarLabel(id: $id)\n  }\n": types.DeleteCalendarLabelDocument,
    "\n  query ChatList {\n    chats {\n      id\n      contactId\n      contact {\n        id\n        name\n        avatar\n        about\n        status\n      }\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n    }\n  }\n": types.ChatListDocument,
    "\n  query ChatOwnProfile {\n    chatProfile {\n      id\n      name\n      email\n      status\n      avatar\n      about\n    }\n  }\n": types.ChatOwnProfileDocument,
    "\n  query ChatContactList($search: String) {\n    chatContacts(search: $search) {\n      id\n      name\n      avatar\n      about\n      status\n    }\n  }\n": types.ChatContactListDocument,
    "\n  query ChatContactCard($id: ID!) {\n    chatContact(id: $id) {\n      id\n      name\n      avatar\n      about\n      status\n      details {\n        emails {\n          email\n          label\n        }\n        phoneNumbers {\n          phoneNumber\n          label\n        }\n        title\n        company\n        address\n      }\n      attachments {\n        media {\n          fileId\n          name\n          url\n        }\n        docs {\n          fileId\n          name\n          url\n        }\n        links\n      }\n    }\n  }\n": types.ChatContactCardDocument,
    "\n  query ChatMessageList($input: ChatMessagesInput!) {\n    chatMessages(input: $input) {\n      items {\n        id\n        chatId\n        contactId\n        value\n        createdAt\n        attachments {\n          name\n          url\n        }\n      }\n      nextToken\n    }\n  }\n": types.ChatMessageListDocument,
    "\n  mutation UpdateChatProfile($input: ChatProfileInput!) {\n    updateChatProfile(input: $input) {\n      id\n      status\n      about\n    }\n  }\n": types.UpdateChatProfileDocument,
    "\n  mutation StartChat($contactId: ID!) {\n    startChat(contactId: $contactId) {\n      id\n    }\n  }\n": types.StartChatDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      id\n      chatId\n      contactId\n      value\n      createdAt\n      attachments {\n        name\n        url\n      }\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation MarkChatRead($chatId: ID!) {\n    markChatRead(chatId: $chatId) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkChatReadDocument,
    "\n  mutation SetChatMuted($input: ChatMuteInput!) {\n    setChatMuted(input: $input) {\n      id\n      muted\n    }\n  }\n": types.SetChatMutedDocument,
    "\n  subscription ChatMessageArrived {\n    chatMessageArrived {\n      chat {\n        id\n        unreadCount\n      }\n      message {\n        id\n        chatId\n        contactId\n        value\n        createdAt\n        attachments {\n          name\n          url\n        }\n      }\n    }\n  }\n": types.ChatMessageArrivedDocument,
    "\n  subscription ChatContactChanged {\n    chatContactChanged {\n      id\n      status\n    }\n  }\n": types.ChatContactChangedDocument,
    "\n  fragment ContactFields on Contact {\n    id\n    avatar\n    background\n    name\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n    title\n    company\n    birthday\n    address\n    notes\n    tags\n  }\n": types.ContactFieldsFragmentDoc,
    "\n  query ContactsPage($input: ContactListInput) {\n    contacts(input: $input) {\n      items {\n        ...ContactFields\n      }\n      nextToken\n      total\n    }\n  }\n": types.ContactsPageDocument,
    "\n  query ContactDetails($id: ID!) {\n    contact(id: $id) {\n      ...ContactFields\n    }\n  }\n": types.ContactDetailsDocument,
    "\n  query ContactTags {\n    contactTags {\n      id\n      title\n      builtIn\n    }\n  }\n": types.ContactTagsDocument,
    "\n  mutation CreateContact($input: ContactInput!) {\n    createContact(input: $input) {\n      ...ContactFields\n    }\n  }\n": types.CreateContactDocument,
    "\n  mutation UpdateContact($id: ID!, $input: ContactInput!) {\n    updateContact(id: $id, input: $input) {\n      ...ContactFields\n    }\n  }\n": types.UpdateContactDocument,
    "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n": types.DeleteContactDocument,
    "\n  mutation CreateContactTag($title: String!) {\n    createContactTag(title: $title) {\n      id\n      title\n      builtIn\n    }\n  }\n": types.CreateContactTagDocument,
    "\n  mutation RenameContactTag($id: ID!, $title: String!) {\n    renameContactTag(id: $id, title: $title) {\n      id\n      title\n      builtIn\n    }\n  }\n": types.RenameContactTagDocument,
    "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id)\n  }\n": types.DeleteContactTagDocument,
    "\n  query CryptoDashboard($range: String) {\n    cryptoDashboard(range: $range) {\n      range\n      coins {\n        coin\n        name\n        price\n        trend {\n          dir\n          amount\n        }\n        marketCap\n        volume\n        supply\n        allTimeHigh\n        updatedAt\n        series {\n          at\n          price\n        }\n        spark\n      }\n      wallets {\n        id\n        coin\n        amount\n        valueUsd\n      }\n    }\n  }\n": types.CryptoDashboardDocument,
    "\n  mutation CryptoTrade($input: CryptoTradeInput!) {\n    cryptoTrade(input: $input) {\n      side\n      coin\n      price\n      amountUsd\n      coinAmount\n      usdBalance\n      coinBalance\n    }\n  }\n": types.CryptoTradeDocument,
    "\n  mutation ImportCryptoPrices($csv: String!) {\n    importCryptoPrices(csv: $csv) {\n      imported\n      days\n      minutes\n    }\n  }\n": types.ImportCryptoPricesDocument,
    "\n  query EcommerceProducts($input: ProductListInput) {\n    ecommerceProducts(input: $input) {\n      items {\n        id\n        name\n        sku\n        categories\n        featuredImageId\n        images {\n          id\n          url\n        }\n        priceTaxExcl\n        priceTaxIncl\n        taxRate\n        quantity\n        active\n      }\n      total\n      nextToken\n    }\n  }\n": types.EcommerceProductsDocument,
    "\n  query EcommerceProduct($id: ID!) {\n    ecommerceProduct(id: $id) {\n      id\n      name\n      handle\n      description\n      categories\n      tags\n      featuredImageId\n      images {\n        id\n        url\n        type\n      }\n      priceTaxExcl\n      priceTaxIncl\n      taxRate\n      comparedPrice\n      quantity\n      sku\n      width\n      height\n      depth\n      weight\n      extraShippingFee\n      active\n    }\n  }\n": types.EcommerceProductDocument,
    "\n  mutation CreateEcommerceProduct($input: ProductInput!) {\n    createEcommerceProduct(input: $input) {\n      id\n    }\n  }\n": types.CreateEcommerceProductDocument,
    "\n  mutation UpdateEcommerceProduct($id: ID!, $input: ProductInput!) {\n    updateEcommerceProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateEcommerceProductDocument,
    "\n  mutation DeleteEcommerceProduct($id: ID!) {\n    deleteEcommerceProduct(id: $id) {\n      id\n    }\n  }\n": types.DeleteEcommerceProductDocument,
    "\n  query EcommerceOrders($input: OrderListInput) {\n    ecommerceOrders(input: $input) {\n      items {\n        id\n        reference\n        total\n        date\n        customer {\n          firstName\n          lastName\n        }\n        payment {\n          method\n        }\n        status {\n          slug\n        }\n      }\n      total\n      nextToken\n    }\n  }\n": types.EcommerceOrdersDocument,
    "\n  query EcommerceOrder($id: ID!) {\n    ecommerceOrder(id: $id) {\n      id\n      reference\n      subtotal\n      tax\n      discount\n      total\n      date\n      customer {\n        firstName\n        lastName\n        company\n        jobTitle\n        email\n        phone\n        invoiceAddress {\n          address\n        }\n        shippingAddress {\n          address\n        }\n      }\n      products {\n        id\n        name\n        price\n        quantity\n        image\n      }\n      status {\n        id\n        slug\n        color\n        date\n      }\n      payment {\n        transactionId\n        amount\n        method\n        date\n      }\n      shippingDetails {\n        tracking\n        carrier\n        weight\n        fee\n        date\n      }\n    }\n  }\n": types.EcommerceOrderDocument,
    "\n  mutation CreateEcommerceOrder($input: OrderInput!) {\n    createEcommerceOrder(input: $input) {\n      id\n      reference\n    }\n  }\n": types.CreateEcommerceOrderDocument,
    "\n  mutation AddEcommerceOrderStatus($input: AddOrderStatusInput!) {\n    addEcommerceOrderStatus(input: $input) {\n      id\n    }\n  }\n": types.AddEcommerceOrderStatusDocument,
    "\n  query FileManagerFolder($folderId: ID) {\n    fileManagerFolder(folderId: $folderId) {\n      folder {\n        id\n        name\n      }\n      path {\n        id\n        name\n      }\n      items {\n        id\n        folderId\n        name\n        type\n        createdBy\n        createdAt\n        modifiedAt\n        size\n        contents\n        description\n        url\n      }\n    }\n  }\n": types.FileManagerFolderDocument,
    "\n  query FileManagerFolders {\n    fileManagerFolders {\n      id\n      folderId\n      name\n    }\n  }\n": types.FileManagerFoldersDocument,
    "\n  mutation CreateFileManagerFolder($input: CreateFileManagerFolderInput!) {\n    createFileManagerFolder(input: $input) {\n      id\n    }\n  }\n": types.CreateFileManagerFolderDocument,
    "\n  mutation AddFileManagerFile($input: AddFileManagerFileInput!) {\n    addFileManagerFile(input: $input) {\n      id\n    }\n  }\n": types.AddFileManagerFileDocument,
    "\n  mutation UpdateFileManagerItem($id: ID!, $input: UpdateFileManagerItemInput!) {\n    updateFileManagerItem(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateFileManagerItemDocument,
    "\n  mutation MoveFileManagerItem($id: ID!, $folderId: ID) {\n    moveFileManagerItem(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n": types.MoveFileManagerItemDocument,
    "\n  mutation DeleteFileManagerItem($id: ID!, $withContents: Boolean) {\n    deleteFileManagerItem(id: $id, withContents: $withContents)\n  }\n": types.DeleteFileManagerItemDocument,
    "\n  query HelpCenterCategories($language: Language) {\n    helpCenterCategories(language: $language) {\n      id\n      kind\n      slug\n      title\n      position\n    }\n  }\n": types.HelpCenterCategoriesDocument,
    "\n  query HelpCenterFaqs($categorySlug: String, $language: Language) {\n    helpCenterFaqs(categorySlug: $categorySlug, language: $language) {\n      id\n      categoryId\n      question\n      answer\n      language\n      position\n      translations {\n        language\n        question\n        answer\n      }\n    }\n  }\n": types.HelpCenterFaqsDocument,
    "\n  query HelpCenterGuides($categorySlug: String, $language: Language) {\n    helpCenterGuides(categorySlug: $categorySlug, language: $language) {\n      id\n      categoryId\n      slug\n      title\n      subtitle\n      language\n      position\n    }\n  }\n": types.HelpCenterGuidesDocument,
    "\n  query HelpCenterGuide($slug: String!, $language: Language) {\n    helpCenterGuide(slug: $slug, language: $language) {\n      id\n      categoryId\n      slug\n      title\n      subtitle\n      content\n      language\n      updatedAt\n      translations {\n        language\n        title\n        subtitle\n        content\n      }\n    }\n  }\n": types.HelpCenterGuideDocument,
    "\n  query SearchHelpCenter($query: String!, $language: Language) {\n    searchHelpCenter(query: $query, language: $language) {\n      faqs {\n        id\n        categoryId\n        question\n        answer\n        language\n      }\n      guides {\n        id\n        categoryId\n        slug\n        title\n        subtitle\n        language\n      }\n    }\n  }\n": types.SearchHelpCenterDocument,
    "\n  mutation CreateHelpCenterFaq($input: HelpCenterFaqInput!) {\n    createHelpCenterFaq(input: $input) {\n      id\n    }\n  }\n": types.CreateHelpCenterFaqDocument,
    "\n  mutation UpdateHelpCenterFaq($id: ID!, $input: HelpCenterFaqInput!) {\n    updateHelpCenterFaq(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateHelpCenterFaqDocument,
    "\n  mutation DeleteHelpCenterFaq($id: ID!) {\n    deleteHelpCenterFaq(id: $id)\n  }\n": types.DeleteHelpCenterFaqDocument,
    "\n  mutation ReorderHelpCenterFaqs($input: HelpCenterReorderInput!) {\n    reorderHelpCenterFaqs(input: $input)\n  }\n": types.ReorderHelpCenterFaqsDocument,
    "\n  mutation CreateHelpCenterGuide($input: HelpCenterGuideInput!) {\n    createHelpCenterGuide(input: $input) {\n      id\n      slug\n    }\n  }\n": types.CreateHelpCenterGuideDocument,
    "\n  mutation UpdateHelpCenterGuide($id: ID!, $input: HelpCenterGuideInput!) {\n    updateHelpCenterGuide(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n": types.UpdateHelpCenterGuideDocument,
    "\n  mutation DeleteHelpCenterGuide($id: ID!) {\n    deleteHelpCenterGuide(id: $id)\n  }\n": types.DeleteHelpCenterGuideDocument,
    "\n  mutation ReorderHelpCenterGuides($input: HelpCenterReorderInput!) {\n    reorderHelpCenterGuides(input: $input)\n  }\n": types.ReorderHelpCenterGuidesDocument,
    "\n  mutation SendHelpCenterSupportRequest($input: HelpCenterSupportInput!, $language: Language) {\n    sendHelpCenterSupportRequest(input: $input, language: $language) {\n      id\n      createdAt\n    }\n  }\n": types.SendHelpCenterSupportRequestDocument,
    "\n  query MailboxPage($input: MailListInput) {\n    mailbox(input: $input) {\n      items {\n        id\n        from {\n          id\n          name\n          email\n        }\n        to {\n          id\n          name\n          email\n        }\n        date\n        subject\n        preview\n        attachments {\n          fileId\n        }\n        starred\n        important\n        unread\n        folder\n        labels\n      }\n      nextToken\n      total\n    }\n  }\n": types.MailboxPageDocument,
    "\n  query MailDetails($id: ID!) {\n    mail(id: $id) {\n      id\n      from {\n        id\n        name\n        email\n      }\n      to {\n        id\n        name\n        email\n      }\n      cc {\n        id\n        name\n        email\n      }\n      bcc {\n        id\n        name\n        email\n      }\n      date\n      subject\n      content\n      attachments {\n        fileId\n        type\n        name\n        size\n        preview\n        downloadUrl\n      }\n      starred\n      important\n      unread\n      folder\n      labels\n    }\n  }\n": types.MailDetailsDocument,
    "\n  query MailboxCounts {\n    mailboxCounts {\n      folder\n      unread\n      total\n    }\n  }\n": types.MailboxCountsDocument,
    "\n  query MailRecipients($search: String) {\n    mailRecipients(search: $search) {\n      id\n      name\n      email\n    }\n  }\n": types.MailRecipientsDocument,
    "\n  mutation SaveMailDraft($input: MailDraftInput!) {\n    saveMailDraft(input: $input) {\n      id\n    }\n  }\n": types.SaveMailDraftDocument,
    "\n  mutation SendMail($input: SendMailInput!) {\n    sendMail(input: $input) {\n      id\n    }\n  }\n": types.SendMailDocument,
    "\n  mutation MailboxAction($input: MailboxActionInput!) {\n    mailboxAction(input: $input) {\n      id\n      unread\n      starred\n      important\n      folder\n      labels\n    }\n  }\n": types.MailboxActionDocument,
    "\n  subscription MailArrived {\n    notificationAdded {\n      id\n      link\n    }\n  }\n": types.MailArrivedDocument,
    "\n  query NotesPage($input: NotesListInput) {\n    notes(input: $input) {\n      id\n      title\n      content\n      tasks {\n        id\n        content\n        completed\n      }\n      image\n      reminder\n      labels\n      archived\n      createdAt\n      updatedAt\n    }\n  }\n": types.NotesPageDocument,
    "\n  query NotesLabels {\n    notesLabels {\n      id\n      title\n    }\n  }\n": types.NotesLabelsDocument,
    "\n  mutation CreateNote($input: NoteInput!) {\n    createNote(input: $input) {\n      id\n    }\n  }\n": types.CreateNoteDocument,
    "\n  mutation UpdateNote($id: ID!, $input: NoteInput!) {\n    updateNote(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": types.DeleteNoteDocument,
    "\n  mutation CreateNotesLabel($title: String!) {\n    createNotesLabel(title: $title) {\n      id\n      title\n    }\n  }\n": types.CreateNotesLabelDocument,
    "\n  mutation RenameNotesLabel($id: ID!, $title: String!) {\n    renameNotesLabel(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": types.RenameNotesLabelDocument,
    "\n  mutation DeleteNotesLabel($id: ID!) {\n    deleteNotesLabel(id: $id)\n  }\n": types.DeleteNotesLabelDocument,
    "\n  query MyNotifications($limit: Int, $nextToken: String) {\n    myNotifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        icon\n        image\n        title\n        description\n        time\n        read\n        link\n        useRouter\n      }\n      nextToken\n      total\n      unread\n    }\n  }\n": types.MyNotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!, $read: Boolean) {\n    markNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      id\n    }\n  }\n": types.DeleteNotificationDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      icon\n      image\n      title\n      description\n      time\n      read\n      link\n      useRouter\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged\n  }\n": types.NotificationsChangedDocument,
    "\n  query ProfilePage($userId: ID) {\n    profilePage(userId: $userId) {\n      person {\n        id\n        name\n        avatar\n      }\n      role\n      isSelf\n      memberSince\n      email\n      location\n      mobile\n      linkedIn\n      summary\n      skills\n      works {\n        id\n        title\n        company\n        description\n        start\n        end\n        current\n      }\n      educations {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        id\n        name\n        organization\n        start\n        end\n        current\n      }\n      companies {\n        id\n        name\n        logo\n        title\n      }\n      colleagues {\n        id\n        name\n        avatar\n      }\n      settings {\n        allowLikes\n        allowComments\n      }\n      canLike\n      canComment\n    }\n  }\n": types.ProfilePageDocument,
    "\n  fragment ProfilePostFields on ProfilePost {\n    id\n    content\n    createdAt\n    author {\n      id\n      name\n      avatar\n    }\n    likeCount\n    likedByMe\n    shareCount\n    sharedByMe\n    commentCount\n    comments {\n      id\n      content\n      createdAt\n      author {\n        id\n        name\n        avatar\n      }\n      canDelete\n    }\n    canLike\n    canComment\n    canShare\n    canDelete\n  }\n": types.ProfilePostFieldsFragmentDoc,
    "\n  query ProfileTimeline($input: ProfileTimelineInput) {\n    profileTimeline(input: $input) {\n      items {\n        id\n        kind\n        at\n        status\n        job {\n          id\n          position\n          companyName\n        }\n        post {\n          ...ProfilePostFields\n        }\n      }\n      nextToken\n    }\n  }\n": types.ProfileTimelineDocument,
    "\n  query ProfilePhotos($userId: ID) {\n    profilePhotos(userId: $userId) {\n      id\n      url\n      name\n      createdAt\n    }\n  }\n": types.ProfilePhotosDocument,
    "\n  mutation CreateProfilePost($input: ProfilePostInput!) {\n    createProfilePost(input: $input) {\n      id\n    }\n  }\n": types.CreateProfilePostDocument,
    "\n  mutation DeleteProfilePost($id: ID!) {\n    deleteProfilePost(id: $id)\n  }\n": types.DeleteProfilePostDocument,
    "\n  mutation LikeProfilePost($id: ID!) {\n    likeProfilePost(id: $id) {\n      id\n    }\n  }\n": types.LikeProfilePostDocument,
    "\n  mutation ShareProfilePost($id: ID!) {\n    shareProfilePost(id: $id) {\n      id\n    }\n  }\n": types.ShareProfilePostDocument,
    "\n  query ProfilePost($id: ID!) {\n    profilePost(id: $id) {\n      ...ProfilePostFields\n    }\n  }\n": types.ProfilePostDocument,
    "\n  mutation UnlikeProfilePost($id: ID!) {\n    unlikeProfilePost(id: $id) {\n      id\n    }\n  }\n": types.UnlikeProfilePostDocument,
    "\n  mutation CommentOnProfilePost($input: ProfileCommentInput!) {\n    commentOnProfilePost(input: $input) {\n      id\n    }\n  }\n": types.CommentOnProfilePostDocument,
    "\n  mutation DeleteProfileComment($id: ID!) {\n    deleteProfileComment(id: $id) {\n      id\n    }\n  }\n": types.DeleteProfileCommentDocument,
    "\n  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {\n    updateProfileSettings(input: $input) {\n      allowLikes\n      allowComments\n    }\n  }\n": types.UpdateProfileSettingsDocument,
    "\n  query ProjectDashboard($ranges: ProjectDashboardRanges) {\n    projectDashboard(ranges: $ranges) {\n      today\n      summary {\n        range\n        day\n        due\n        completed\n      }\n      overdue {\n        tasks\n        fromYesterday\n      }\n      issues {\n        open\n        opened\n        closed\n      }\n      features {\n        proposed\n        implemented\n      }\n      issueWeek {\n        range\n        days {\n          day\n          new\n          closed\n        }\n        overview {\n          new\n          closed\n          open\n          overdue\n          urgent\n        }\n      }\n      taskDistribution {\n        range\n        tags {\n          tag\n          count\n        }\n        due\n        newTasks\n        completedTasks\n      }\n      schedule {\n        range\n        day\n        events {\n          id\n          title\n          startsAt\n          endsAt\n          allDay\n          label\n          labelKey\n          color\n        }\n      }\n      budget {\n        type\n        total\n        expensesAmount\n        expensesPercentage\n        remainingAmount\n        remainingPercentage\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n        role\n      }\n    }\n  }\n": types.ProjectDashboardDocument,
    "\n  mutation UpdateProjectBudget($input: UpdateProjectBudgetInput!) {\n    updateProjectBudget(input: $input) {\n      type\n      total\n      expensesAmount\n      expensesPercentage\n      remainingAmount\n      remainingPercentage\n    }\n  }\n": types.UpdateProjectBudgetDocument,
    "\n  query ScrumboardBoardsPage {\n    scrumboardBoards {\n      id\n      title\n      description\n      icon\n      lastActivity\n      cardCount\n      members {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": types.ScrumboardBoardsPageDocument,
    "\n  query ScrumboardBoardPage($id: ID!) {\n    scrumboardBoard(id: $id) {\n      ...ScrumboardBoardFields\n    }\n  }\n": types.ScrumboardBoardPageDocument,
    "\n  fragment ScrumboardBoardFields on ScrumboardBoard {\n    id\n    title\n    description\n    icon\n    lastActivity\n    members {\n      id\n      name\n      avatar\n    }\n    settings {\n      subscribed\n      cardCoverImages\n    }\n    lists {\n      id\n      title\n      cards\n    }\n    labels {\n      id\n      title\n    }\n    cards {\n      id\n      listId\n      title\n      description\n      labels\n      dueDate\n      attachmentCoverId\n      memberIds\n      subscribed\n      attachments {\n        id\n        name\n        src\n        time\n        type\n      }\n      checklists {\n        id\n        name\n        checkItems {\n          id\n          name\n          checked\n        }\n      }\n      activities {\n        id\n        type\n        idMember\n        message\n        time\n      }\n    }\n  }\n": types.ScrumboardBoardFieldsFragmentDoc,
    "\n  query ScrumboardMembers {\n    scrumboardMembers {\n      id\n      name\n      avatar\n    }\n  }\n": types.ScrumboardMembersDocument,
    "\n  mutation CreateScrumboardBoard($input: ScrumboardBoardInput!) {\n    createScrumboardBoard(input: $input) {\n      id\n    }\n  }\n": types.CreateScrumboardBoardDocument,
    "\n  mutation UpdateScrumboardBoard($id: ID!, $input: ScrumboardBoardUpdateInput!) {\n    updateScrumboardBoard(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateScrumboardBoardDocument,
    "\n  mutation DeleteScrumboardBoard($id: ID!) {\n    deleteScrumboardBoard(id: $id)\n  }\n": types.DeleteScrumboardBoardDocument,
    "\n  mutation CreateScrumboardList($boardId: ID!, $title: String!) {\n    createScrumboardList(boardId: $boardId, title: $title) {\n      id\n    }\n  }\n": types.CreateScrumboardListDocument,
    "\n  mutation RenameScrumboardList($id: ID!, $title: String!) {\n    renameScrumboardList(id: $id, title: $title) {\n      id\n    }\n  }\n": types.RenameScrumboardListDocument,
    "\n  mutation MoveScrumboardList($id: ID!, $position: Int!) {\n    moveScrumboardList(id: $id, position: $position) {\n      id\n    }\n  }\n": types.MoveScrumboardListDocument,
    "\n  mutation DeleteScrumboardList($id: ID!) {\n    deleteScrumboardList(id: $id)\n  }\n": types.DeleteScrumboardListDocument,
    "\n  mutation CreateScrumboardCard($listId: ID!, $title: String!) {\n    createScrumboardCard(listId: $listId, title: $title) {\n      id\n    }\n  }\n": types.CreateScrumboardCardDocument,
    "\n  mutation UpdateScrumboardCard($id: ID!, $input: ScrumboardCardUpdateInput!) {\n    updateScrumboardCard(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateScrumboardCardDocument,
    "\n  mutation MoveScrumboardCard($id: ID!, $listId: ID!, $position: Int!) {\n    moveScrumboardCard(id: $id, listId: $listId, position: $position) {\n      ...ScrumboardBoardFields\n    }\n  }\n": types.MoveScrumboardCardDocument,
    "\n  mutation DeleteScrumboardCard($id: ID!) {\n    deleteScrumboardCard(id: $id)\n  }\n": types.DeleteScrumboardCardDocument,
    "\n  mutation AddScrumboardCardAttachment($cardId: ID!, $fileId: ID!) {\n    addScrumboardCardAttachment(cardId: $cardId, fileId: $fileId) {\n      id\n    }\n  }\n": types.AddScrumboardCardAttachmentDocument,
    "\n  mutation RemoveScrumboardCardAttachment($cardId: ID!, $attachmentId: ID!) {\n    removeScrumboardCardAttachment(cardId: $cardId, attachmentId: $attachmentId) {\n      id\n    }\n  }\n": types.RemoveScrumboardCardAttachmentDocument,
    "\n  mutation AddScrumboardComment($cardId: ID!, $message: String!) {\n    addScrumboardComment(cardId: $cardId, message: $message) {\n      id\n    }\n  }\n": types.AddScrumboardCommentDocument,
    "\n  query TasksPage {\n    tasks {\n      ...TaskFields\n    }\n  }\n": types.TasksPageDocument,
    "\n  fragment TaskFields on Task {\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    subTasks {\n      id\n      title\n      completed\n    }\n    assignedTo\n    order\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n      avatar\n    }\n  }\n": types.TaskAssigneesDocument,
    "\n  query AssignedTasks {\n    assignedTasks {\n      task {\n        ...TaskFields\n      }\n      owner {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": types.AssignedTasksDocument,
    "\n  mutation SetAssignedTaskCompleted($id: ID!, $completed: Boolean!) {\n    setAssignedTaskCompleted(id: $id, completed: $completed) {\n      task {\n        id\n        completed\n      }\n    }\n  }\n": types.SetAssignedTaskCompletedDocument,
    "\n  mutation SetAssignedSubTaskCompleted($taskId: ID!, $subTaskId: ID!, $completed: Boolean!) {\n    setAssignedSubTaskCompleted(taskId: $taskId, subTaskId: $subTaskId, completed: $completed) {\n      task {\n        id\n        subTasks {\n          id\n          completed\n        }\n      }\n    }\n  }\n": types.SetAssignedSubTaskCompletedDocument,
    "\n  mutation CreateTask($input: TaskInput!, $position: Int) {\n    createTask(input: $input, position: $position) {\n      id\n    }\n  }\n": types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation MoveTask($id: ID!, $position: Int!) {\n    moveTask(id: $id, position: $position) {\n      ...TaskFields\n    }\n  }\n": types.MoveTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": types.DeleteTaskDocument,
    "\n  subscription TaskNotices {\n    notificationAdded {\n      link\n    }\n  }\n": types.TaskNoticesDocument,
    "\n  fragment EmployerCompanyFields on Company {\n    id\n    name\n    logo\n    industry\n    size\n    countryCode\n    contactNo\n    email\n    website\n    city\n    address\n    license\n    licenseVerified\n    status\n  }\n": types.EmployerCompanyFieldsFragmentDoc,
    "\n  fragment CompanyInviteFields on CompanyInvite {\n    id\n    email\n    status\n    invitedByName\n    expiresAt\n    createdAt\n  }\n": types.CompanyInviteFieldsFragmentDoc,
    "\n  query MyEmployer {\n    myEmployer {\n      id\n      employerCompanyId\n    }\n  }\n": types.MyEmployerDocument,
    "\n  query MyCompanyDetails {\n    myCompanies {\n      ...EmployerCompanyFields\n    }\n  }\n": types.MyCompanyDetailsDocument,
    "\n  mutation CreateEmployer($input: CreateEmployerInput!) {\n    createEmployer(input: $input) {\n      id\n    }\n  }\n": types.CreateEmployerDocument,
    "\n  mutation RegisterCompany($input: CreateCompanyInput!) {\n    registerCompany(input: $input) {\n      ...EmployerCompanyFields\n    }\n  }\n": types.RegisterCompanyDocument,
    "\n  mutation UpdateCompany($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) {\n      ...EmployerCompanyFields\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  query CompanyAccount($id: ID!) {\n    companyAccount(companyId: $id) {\n      status\n      reviewReason\n      myRole\n      company {\n        ...EmployerCompanyFields\n      }\n      employers {\n        userId\n        name\n        email\n        title\n        role\n      }\n    }\n  }\n": types.CompanyAccountDocument,
    "\n  query CompanyInvites($id: ID!) {\n    listCompanyInvites(companyId: $id) {\n      ...CompanyInviteFields\n    }\n  }\n": types.CompanyInvitesDocument,
    "\n  mutation InviteEmployer($input: InviteEmployerInput!) {\n    inviteEmployer(input: $input) {\n      ...CompanyInviteFields\n    }\n  }\n": types.InviteEmployerDocument,
    "\n  mutation RevokeCompanyInvite($id: ID!) {\n    revokeCompanyInvite(id: $id)\n  }\n": types.RevokeCompanyInviteDocument,
    "\n  mutation RemoveCompanyEmployer($companyId: ID!, $userId: ID!) {\n    removeCompanyEmployer(companyId: $companyId, userId: $userId)\n  }\n": types.RemoveCompanyEmployerDocument,
    "\n  query CompanyInvitePreview($token: String!) {\n    companyInvite(token: $token) {\n      companyName\n      maskedEmail\n      status\n      expiresAt\n    }\n  }\n": types.CompanyInvitePreviewDocument,
    "\n  mutation AcceptCompanyInvite($token: String!) {\n    acceptCompanyInvite(token: $token) {\n      id\n      name\n    }\n  }\n": types.AcceptCompanyInviteDocument,
    "\n  query EmployerDashboard($id: ID!) {\n    employerDashboard(companyId: $id) {\n      companyId\n      companyStatus\n      reviewReason\n      totalJobs\n      openJobs\n      draftJobs\n      jobsWaitingForReview\n      applicationsThisWeek\n      applicationsPerDay {\n        date\n        count\n      }\n      closingSoon {\n        id\n        position\n        deadline\n        applicationCount\n      }\n      latestApplications {\n        id\n        jobId\n        position\n        applicantName\n        status\n        appliedAt\n      }\n    }\n  }\n": types.EmployerDashboardDocument,
    "\n  fragment CompanyJobFields on Job {\n    ...JobDetailsFields\n    companyJobsId\n    reviewStatus\n    reviewReason\n    publishedAt\n    applicationCounts {\n      status\n      count\n    }\n  }\n": types.CompanyJobFieldsFragmentDoc,
    "\n  query MyCompanies {\n    myCompanies {\n      id\n      name\n      status\n      logo\n      countryCode\n    }\n  }\n": types.MyCompaniesDocument,
    "\n  query CompanyJobs($companyId: ID!, $filter: CompanyJobsFilter, $limit: Int, $nextToken: String) {\n    listCompanyJobs(companyId: $companyId, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...CompanyJobFields\n      }\n    }\n  }\n": types.CompanyJobsDocument,
    "\n  query CompanyJob($id: ID!) {\n    getCompanyJob(id: $id) {\n      ...CompanyJobFields\n    }\n  }\n": types.CompanyJobDocument,
    "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      ...CompanyJobFields\n    }\n  }\n": types.CreateJobDocument,
    "\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      ...CompanyJobFields\n    }\n  }\n": types.UpdateJobDocument,
    "\n    mutation PublishJob($id: ID!) {\n      publishJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": types.PublishJobDocument,
    "\n    mutation CloseJob($id: ID!) {\n      closeJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": types.CloseJobDocument,
    "\n    mutation ReopenJob($id: ID!) {\n      reopenJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": types.ReopenJobDocument,
    "\n    mutation DuplicateJob($id: ID!) {\n      duplicateJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  ": types.DuplicateJobDocument,
    "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(input: { id: $id }) {\n      id\n    }\n  }\n": types.DeleteJobDocument,
    "\n  query HomeContent($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      bannerTitle\n      bannerImage\n    }\n  }\n": types.HomeContentDocument,
    "\n  query FeaturedCompanies {\n    listCompanies(filter: { featured: { eq: true } }, limit: 8) {\n      items {\n        id\n        name\n        logo\n        industry\n        city\n        openJobCount\n      }\n    }\n  }\n": types.FeaturedCompaniesDocument,
    "\n  fragment CompanySummaryFields on Company {\n    id\n    name\n    logo\n    industry\n    city\n    countryCode\n    website\n  }\n": types.CompanySummaryFieldsFragmentDoc,
    "\n  fragment JobSummaryFields on Job {\n    id\n    position\n    location\n    type\n    experienceLevel\n    industry\n    salaryStart\n    salaryEnd\n    salaryNegotiable\n    salaryCurrency\n    requiresCPA\n    remote\n    status\n    isOpen\n    deadline\n    applyWay\n    createdAt\n    company {\n      ...CompanySummaryFields\n    }\n  }\n": types.JobSummaryFieldsFragmentDoc,
    "\n  fragment JobApplySummaryFields on Job {\n    id\n    position\n    location\n    deadline\n    status\n    isOpen\n    applyWay\n    applyUrl\n    requiresCPA\n    salaryCurrency\n    company {\n      id\n      name\n      logo\n    }\n  }\n": types.JobApplySummaryFieldsFragmentDoc,
    "\n  fragment JobDetailsFields on Job {\n    ...JobSummaryFields\n    description\n    address\n    experience\n    education\n    requirement\n    keyword\n    subindustry\n    language\n    start\n    applyUrl\n    updatedAt\n  }\n": types.JobDetailsFieldsFragmentDoc,
    "\n  query SearchJobs(\n    $query: String\n    $filter: JobSearchFilter\n    $sort: JobSort\n    $exact: Boolean\n    $limit: Int\n    $nextToken: String\n  ) {\n    searchJobs(query: $query, filter: $filter, sort: $sort, exact: $exact, limit: $limit, nextToken: $nextToken) {\n      total\n      correctedQuery\n      totalIsLowerBound\n      totalIsEstimate\n      nextToken\n      items {\n        ...JobSummaryFields\n      }\n      facets {\n        type {\n          value\n          count\n        }\n        experienceLevel {\n          value\n          count\n        }\n        industry {\n          value\n          count\n        }\n      }\n    }\n  }\n": types.SearchJobsDocument,
    "\n  query GetJob($id: ID!) {\n    getJob(id: $id) {\n      ...JobDetailsFields\n    }\n  }\n": types.GetJobDocument,
    "\n  query GetCompany($id: ID!) {\n    getCompany(id: $id) {\n      ...CompanySummaryFields\n      size\n      email\n      contactNo\n      address\n      featured\n      openJobCount\n      jobs(limit: 200) {\n        ...JobSummaryFields\n      }\n    }\n  }\n": types.GetCompanyDocument,
    "\n  query CurrencyRates {\n    currencyRates {\n      currency\n      unitsPerUsd\n      updatedAt\n      updatedByName\n    }\n  }\n": types.CurrencyRatesDocument,
    "\n  query ApplyStanding {\n    myApplyStanding {\n      isCPA\n      cpaStatus\n      emailVerified\n      appliedJobs {\n        jobId\n        applicationId\n        appliedAt\n        status\n      }\n    }\n  }\n": types.ApplyStandingDocument,
    "\n  query LikedJobs($uid: ID!) {\n    getUser(id: $uid) {\n      id\n      likedJobs\n    }\n  }\n": types.LikedJobsDocument,
    "\n  mutation LikeJob($jobId: ID!) {\n    likeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n": types.LikeJobDocument,
    "\n  mutation UnlikeJob($jobId: ID!) {\n    unlikeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n": types.UnlikeJobDocument,
    "\n  query AboutContent($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      aboutUs\n    }\n  }\n": types.AboutContentDocument,
    "\n  fragment ProfileLicenseFields on License {\n    id\n    name\n    organization\n    number\n    start\n    end\n    current\n  }\n": types.ProfileLicenseFieldsFragmentDoc,
    "\n  query Profile($id: ID!) {\n    getUser(id: $id) {\n      id\n      fullName\n      firstName\n      lastName\n      email\n      mobile\n      countryCode\n      location\n      gender\n      ageGroup\n      dateOfBirth\n      language\n      linkedIn\n      skill\n      summary\n      icon\n      memberType\n      jobStatus\n      isCPA\n      cpaStatus\n      cpaReviewNote\n      role\n      cpaLicense {\n        ...ProfileLicenseFields\n      }\n      work {\n        id\n        title\n        company\n        start\n        end\n        current\n        description\n      }\n      education {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        ...ProfileLicenseFields\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n    }\n  }\n": types.UpdateProfileDocument,
    "\n      mutation CreateWork($input: CreateWorkInput!) {\n        createWork(input: $input) {\n          id\n        }\n      }\n    ": types.CreateWorkDocument,
    "\n      mutation UpdateWork($input: UpdateWorkInput!) {\n        updateWork(input: $input) {\n          id\n        }\n      }\n    ": types.UpdateWorkDocument,
    "\n      mutation DeleteWork($input: DeleteInput!) {\n        deleteWork(input: $input) {\n          id\n        }\n      }\n    ": types.DeleteWorkDocument,
    "\n      mutation CreateEducation($input: CreateEducationInput!) {\n        createEducation(input: $input) {\n          id\n        }\n      }\n    ": types.CreateEducationDocument,
    "\n      mutation UpdateEducation($input: UpdateEducationInput!) {\n        updateEducation(input: $input) {\n          id\n        }\n      }\n    ": types.UpdateEducationDocument,
    "\n      mutation DeleteEducation($input: DeleteInput!) {\n        deleteEducation(input: $input) {\n          id\n        }\n      }\n    ": types.DeleteEducationDocument,
    "\n      mutation CreateLicense($input: CreateLicenseInput!) {\n        createLicense(input: $input) {\n          id\n        }\n      }\n    ": types.CreateLicenseDocument,
    "\n      mutation UpdateLicense($input: UpdateLicenseInput!) {\n        updateLicense(input: $input) {\n          id\n        }\n      }\n    ": types.UpdateLicenseDocument,
    "\n      mutation DeleteLicense($input: DeleteInput!) {\n        deleteLicense(input: $input) {\n          id\n        }\n      }\n    ": types.DeleteLicenseDocument,
    "\n  mutation ClaimCpa($id: ID!) {\n    claimCPA(licenseId: $id) {\n      id\n    }\n  }\n": types.ClaimCpaDocument,
    "\n  query ExportMyData {\n    exportMyData\n  }\n": types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query SavedJobIds($id: ID!) {\n    getUser(id: $id) {\n      id\n      likedJobs\n      appliedJobs\n    }\n  }\n": types.SavedJobIdsDocument,
    "\n  query SavedJobs($filter: ModelJobFilterInput, $limit: Int) {\n    listJobs(filter: $filter, limit: $limit) {\n      items {\n        ...JobApplySummaryFields\n      }\n    }\n  }\n": types.SavedJobsDocument,
    "\n  mutation UnsaveJob($jobId: ID!) {\n    unlikeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n": types.UnsaveJobDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCompanyFields on StaffCompany {\n    id\n    ownerName\n    ownerEmail\n    ownerLanguage\n    reviewReason\n    jobsTrusted\n    createdAt\n    company {\n      id\n      name\n      logo\n      industry\n      size\n      city\n      countryCode\n      email\n      website\n      contactNo\n      address\n      license\n      licenseVerified\n      featured\n      status\n    }\n  }\n"): typeof import('./graphql').StaffCompanyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUserFields on StaffUser {\n    id\n    disabled\n    user {\n      id\n      fullName\n      email\n      role\n      memberType\n      cpaStatus\n      language\n      emailVerified\n      createdAt\n      cpaLicense {\n        name\n        organization\n        number\n        end\n        current\n      }\n    }\n  }\n"): typeof import('./graphql').StaffUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeContentRecordFields on JobSeekerContent {\n    id\n    language\n    bannerTitle\n    bannerImage\n    aboutUs\n    updatedAt\n  }\n"): typeof import('./graphql').HomeContentRecordFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationCounts {\n    moderationCounts {\n      companies\n      jobs\n      cpaClaims\n    }\n  }\n"): typeof import('./graphql').ModerationCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesForReview($limit: Int, $nextToken: String) {\n    listCompaniesForReview(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffCompanyFields\n      }\n    }\n  }\n"): typeof import('./graphql').CompaniesForReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsForReview($limit: Int, $nextToken: String) {\n    listJobsForReview(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        id\n        position\n        location\n        type\n        language\n        deadline\n        salaryStart\n        salaryEnd\n        salaryNegotiable\n        salaryCurrency\n        requiresCPA\n        remote\n        updatedAt\n        company {\n          id\n          name\n          licenseVerified\n          countryCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').JobsForReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSearchUsers($query: String, $filter: StaffUserFilterInput, $limit: Int, $nextToken: String) {\n    searchUsers(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').StaffSearchUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCompanies($query: String, $filter: StaffCompanyFilterInput, $limit: Int, $nextToken: String) {\n    listCompaniesForStaff(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      total\n      items {\n        ...StaffCompanyFields\n      }\n    }\n  }\n"): typeof import('./graphql').StaffCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewCompany($input: ReviewInput!) {\n    reviewCompany(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ReviewCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewJob($input: ReviewInput!) {\n    reviewJob(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ReviewJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewCpaClaim($userId: ID!, $approve: Boolean!, $note: String) {\n    reviewCPAClaim(userId: $userId, approve: $approve, note: $note) {\n      id\n      cpaStatus\n    }\n  }\n"): typeof import('./graphql').ReviewCpaClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRoles($input: SetUserRolesInput!) {\n    setUserRoles(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserDisabled($input: SetUserDisabledInput!) {\n    setUserDisabled(input: $input) {\n      id\n      disabled\n    }\n  }\n"): typeof import('./graphql').SetUserDisabledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyLicenseVerified($input: SetCompanyLicenseVerifiedInput!) {\n    setCompanyLicenseVerified(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetCompanyLicenseVerifiedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyFeatured($input: SetCompanyFeaturedInput!) {\n    setCompanyFeatured(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetCompanyFeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeContentRecord($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      ...HomeContentRecordFields\n    }\n  }\n"): typeof import('./graphql').HomeContentRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobSeekerContent($input: UpdateJobSeekerContentInput!) {\n    updateJobSeekerContent(input: $input) {\n      ...HomeContentRecordFields\n    }\n  }\n"): typeof import('./graphql').UpdateJobSeekerContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurrencyRate($input: UpdateCurrencyRateInput!) {\n    updateCurrencyRate(input: $input) {\n      currency\n      unitsPerUsd\n      updatedAt\n      updatedByName\n    }\n  }\n"): typeof import('./graphql').UpdateCurrencyRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJobAlerts {\n    myJobAlerts {\n      id\n      name\n      frequency\n      keywords\n      query\n      searchPath\n      unsubscribed\n      lastSentAt\n      createdAt\n    }\n  }\n"): typeof import('./graphql').MyJobAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobAlert($input: CreateJobAlertInput!) {\n    createJobAlert(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateJobAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobAlert($input: UpdateJobAlertInput!) {\n    updateJobAlert(input: $input) {\n      id\n      name\n      frequency\n      unsubscribed\n    }\n  }\n"): typeof import('./graphql').UpdateJobAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobAlert($id: ID!) {\n    deleteJobAlert(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteJobAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobApplicantFields on JobApplication {\n    id\n    status\n    statusChangedAt\n    appliedAt\n    shortlist\n    jobManagerGroups\n    note\n    coverLetter\n    salary\n    resume {\n      id\n      filename\n      mimeType\n      size\n      url\n    }\n    applicant {\n      id\n      name\n      email\n      mobile\n      location\n      summary\n      skills\n      linkedIn\n      isCPA\n      cpaStatus\n      photo\n      work {\n        id\n        title\n        company\n        start\n        end\n        current\n        description\n      }\n      education {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        id\n        name\n        organization\n        number\n        start\n        end\n        current\n      }\n    }\n  }\n"): typeof import('./graphql').JobApplicantFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Applicants($jobId: ID!, $limit: Int, $nextToken: String) {\n    listJobApplications(jobId: $jobId, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      groups\n      job {\n        id\n        position\n        status\n        isOpen\n        company {\n          id\n          name\n        }\n      }\n      items {\n        ...JobApplicantFields\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplicant($input: UpdateJobApplicationInput!) {\n    updateJobApplication(input: $input) {\n      ...JobApplicantFields\n    }\n  }\n"): typeof import('./graphql').UpdateApplicantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyJob($id: ID!) {\n    getJob(id: $id) {\n      ...JobApplySummaryFields\n    }\n  }\n"): typeof import('./graphql').ApplyJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Eligibility($jobId: ID!) {\n    jobApplicationEligibility(jobId: $jobId) {\n      canApply\n      reason\n      application {\n        id\n        status\n        appliedAt\n      }\n      applicant {\n        displayName\n        fullName\n        email\n        emailVerified\n        mobile\n        countryCode\n        location\n        isCPA\n        cpaStatus\n      }\n    }\n  }\n"): typeof import('./graphql').EligibilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Apply($input: CreateJobApplicationInput!) {\n    createJobApplication(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications($limit: Int, $nextToken: String) {\n    myJobApplications(limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        status\n        appliedAt\n        statusChangedAt\n        jobApplicationsId\n        job {\n          id\n          position\n          location\n          company {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw($id: ID!) {\n    withdrawJobApplication(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').WithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyCategories($language: Language) {\n    academyCategories(language: $language) {\n      id\n      slug\n      title\n      color\n    }\n  }\n"): typeof import('./graphql').AcademyCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyCourses($filter: AcademyCourseFilter, $language: Language) {\n    academyCourses(filter: $filter, language: $language) {\n      id\n      slug\n      categoryId\n      title\n      description\n      duration\n      totalSteps\n      featured\n      updatedAt\n      progress {\n        currentStep\n        completed\n        started\n      }\n    }\n  }\n"): typeof import('./graphql').AcademyCoursesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyCourse($slug: String!, $language: Language) {\n    academyCourse(slug: $slug, language: $language) {\n      id\n      slug\n      categoryId\n      title\n      description\n      duration\n      totalSteps\n      featured\n      updatedAt\n      activeStep\n      progress {\n        currentStep\n        completed\n        started\n      }\n      steps {\n        order\n        title\n        subtitle\n        content\n      }\n      translations {\n        language\n        title\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').AcademyCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAcademyProgress($input: AcademyProgressInput!) {\n    saveAcademyProgress(input: $input) {\n      id\n      activeStep\n      progress {\n        currentStep\n        completed\n        started\n      }\n    }\n  }\n"): typeof import('./graphql').SaveAcademyProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAcademyCourse($input: AcademyCourseInput!) {\n    createAcademyCourse(input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').CreateAcademyCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAcademyCourse($id: ID!, $input: AcademyCourseInput!) {\n    updateAcademyCourse(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').UpdateAcademyCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAcademyCourse($id: ID!) {\n    deleteAcademyCourse(id: $id)\n  }\n"): typeof import('./graphql').DeleteAcademyCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsDashboard($range: AnalyticsRangeInput!) {\n    analyticsDashboard(range: $range) {\n      from\n      to\n      previousFrom\n      previousTo\n      conversionRate\n      previousConversionRate\n      demoDays\n      rolledAt\n      totals {\n        ...AnalyticsFigureFields\n      }\n      previousTotals {\n        ...AnalyticsFigureFields\n      }\n      days {\n        day\n        figures {\n          ...AnalyticsFigureFields\n        }\n      }\n      previousDays {\n        day\n        figures {\n          ...AnalyticsFigureFields\n        }\n      }\n      languages {\n        key\n        visitors\n        pageViews\n      }\n      genders {\n        key\n        count\n      }\n      ages {\n        key\n        count\n      }\n    }\n  }\n  fragment AnalyticsFigureFields on AnalyticsFigures {\n    pageViews\n    visitors\n    newVisitors\n    returningVisitors\n    visits\n    impressions\n    applications\n    signUps\n    conversions\n  }\n"): typeof import('./graphql').AnalyticsDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollUpAnalytics {\n    rollUpAnalytics\n  }\n"): typeof import('./graphql').RollUpAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarLabels {\n    calendarLabels {\n      id\n      title\n      color\n      key\n    }\n  }\n"): typeof import('./graphql').CalendarLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEvents($from: String!, $to: String!) {\n    calendarEvents(from: $from, to: $to) {\n      id\n      title\n      allDay\n      start\n      end\n      extendedProps {\n        desc\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').CalendarEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarEvent($input: CalendarEventInput!) {\n    createCalendarEvent(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateCalendarEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateCalendarEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n"): typeof import('./graphql').DeleteCalendarEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarLabel($input: CalendarLabelInput!) {\n    createCalendarLabel(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateCalendarLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarLabel($id: ID!, $input: CalendarLabelInput!) {\n    updateCalendarLabel(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateCalendarLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarLabel($id: ID!) {\n    deleteCalendarLabel(id: $id)\n  }\n"): typeof import('./graphql').DeleteCalendarLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatList {\n    chats {\n      id\n      contactId\n      contact {\n        id\n        name\n        avatar\n        about\n        status\n      }\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n    }\n  }\n"): typeof import('./graphql').ChatListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatOwnProfile {\n    chatProfile {\n      id\n      name\n      email\n      status\n      avatar\n      about\n    }\n  }\n"): typeof import('./graphql').ChatOwnProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatContactList($search: String) {\n    chatContacts(search: $search) {\n      id\n      name\n      avatar\n      about\n      status\n    }\n  }\n"): typeof import('./graphql').ChatContactListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatContactCard($id: ID!) {\n    chatContact(id: $id) {\n      id\n      name\n      avatar\n      about\n      status\n      details {\n        emails {\n          email\n          label\n        }\n        phoneNumbers {\n          phoneNumber\n          label\n        }\n        title\n        company\n        address\n      }\n      attachments {\n        media {\n          fileId\n          name\n          url\n        }\n        docs {\n          fileId\n          name\n          url\n        }\n        links\n      }\n    }\n  }\n"): typeof import('./graphql').ChatContactCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessageList($input: ChatMessagesInput!) {\n    chatMessages(input: $input) {\n      items {\n        id\n        chatId\n        contactId\n        value\n        createdAt\n        attachments {\n          name\n          url\n        }\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ChatMessageListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatProfile($input: ChatProfileInput!) {\n    updateChatProfile(input: $input) {\n      id\n      status\n      about\n    }\n  }\n"): typeof import('./graphql').UpdateChatProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChat($contactId: ID!) {\n    startChat(contactId: $contactId) {\n      id\n    }\n  }\n"): typeof import('./graphql').StartChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      id\n      chatId\n      contactId\n      value\n      createdAt\n      attachments {\n        name\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').SendChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatRead($chatId: ID!) {\n    markChatRead(chatId: $chatId) {\n      id\n      unreadCount\n    }\n  }\n"): typeof import('./graphql').MarkChatReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatMuted($input: ChatMuteInput!) {\n    setChatMuted(input: $input) {\n      id\n      muted\n    }\n  }\n"): typeof import('./graphql').SetChatMutedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatMessageArrived {\n    chatMessageArrived {\n      chat {\n        id\n        unreadCount\n      }\n      message {\n        id\n        chatId\n        contactId\n        value\n        createdAt\n        attachments {\n          name\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChatMessageArrivedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatContactChanged {\n    chatContactChanged {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ChatContactChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactFields on Contact {\n    id\n    avatar\n    background\n    name\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n    title\n    company\n    birthday\n    address\n    notes\n    tags\n  }\n"): typeof import('./graphql').ContactFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsPage($input: ContactListInput) {\n    contacts(input: $input) {\n      items {\n        ...ContactFields\n      }\n      nextToken\n      total\n    }\n  }\n"): typeof import('./graphql').ContactsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactDetails($id: ID!) {\n    contact(id: $id) {\n      ...ContactFields\n    }\n  }\n"): typeof import('./graphql').ContactDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactTags {\n    contactTags {\n      id\n      title\n      builtIn\n    }\n  }\n"): typeof import('./graphql').ContactTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContact($input: ContactInput!) {\n    createContact(input: $input) {\n      ...ContactFields\n    }\n  }\n"): typeof import('./graphql').CreateContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContact($id: ID!, $input: ContactInput!) {\n    updateContact(id: $id, input: $input) {\n      ...ContactFields\n    }\n  }\n"): typeof import('./graphql').UpdateContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n"): typeof import('./graphql').DeleteContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContactTag($title: String!) {\n    createContactTag(title: $title) {\n      id\n      title\n      builtIn\n    }\n  }\n"): typeof import('./graphql').CreateContactTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameContactTag($id: ID!, $title: String!) {\n    renameContactTag(id: $id, title: $title) {\n      id\n      title\n      builtIn\n    }\n  }\n"): typeof import('./graphql').RenameContactTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id)\n  }\n"): typeof import('./graphql').DeleteContactTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CryptoDashboard($range: String) {\n    cryptoDashboard(range: $range) {\n      range\n      coins {\n        coin\n        name\n        price\n        trend {\n          dir\n          amount\n        }\n        marketCap\n        volume\n        supply\n        allTimeHigh\n        updatedAt\n        series {\n          at\n          price\n        }\n        spark\n      }\n      wallets {\n        id\n        coin\n        amount\n        valueUsd\n      }\n    }\n  }\n"): typeof import('./graphql').CryptoDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CryptoTrade($input: CryptoTradeInput!) {\n    cryptoTrade(input: $input) {\n      side\n      coin\n      price\n      amountUsd\n      coinAmount\n      usdBalance\n      coinBalance\n    }\n  }\n"): typeof import('./graphql').CryptoTradeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCryptoPrices($csv: String!) {\n    importCryptoPrices(csv: $csv) {\n      imported\n      days\n      minutes\n    }\n  }\n"): typeof import('./graphql').ImportCryptoPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcommerceProducts($input: ProductListInput) {\n    ecommerceProducts(input: $input) {\n      items {\n        id\n        name\n        sku\n        categories\n        featuredImageId\n        images {\n          id\n          url\n        }\n        priceTaxExcl\n        priceTaxIncl\n        taxRate\n        quantity\n        active\n      }\n      total\n      nextToken\n    }\n  }\n"): typeof import('./graphql').EcommerceProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcommerceProduct($id: ID!) {\n    ecommerceProduct(id: $id) {\n      id\n      name\n      handle\n      description\n      categories\n      tags\n      featuredImageId\n      images {\n        id\n        url\n        type\n      }\n      priceTaxExcl\n      priceTaxIncl\n      taxRate\n      comparedPrice\n      quantity\n      sku\n      width\n      height\n      depth\n      weight\n      extraShippingFee\n      active\n    }\n  }\n"): typeof import('./graphql').EcommerceProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEcommerceProduct($input: ProductInput!) {\n    createEcommerceProduct(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateEcommerceProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEcommerceProduct($id: ID!, $input: ProductInput!) {\n    updateEcommerceProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateEcommerceProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEcommerceProduct($id: ID!) {\n    deleteEcommerceProduct(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteEcommerceProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcommerceOrders($input: OrderListInput) {\n    ecommerceOrders(input: $input) {\n      items {\n        id\n        reference\n        total\n        date\n        customer {\n          firstName\n          lastName\n        }\n        payment {\n          method\n        }\n        status {\n          slug\n        }\n      }\n      total\n      nextToken\n    }\n  }\n"): typeof import('./graphql').EcommerceOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcommerceOrder($id: ID!) {\n    ecommerceOrder(id: $id) {\n      id\n      reference\n      subtotal\n      tax\n      discount\n      total\n      date\n      customer {\n        firstName\n        lastName\n        company\n        jobTitle\n        email\n        phone\n        invoiceAddress {\n          address\n        }\n        shippingAddress {\n          address\n        }\n      }\n      products {\n        id\n        name\n        price\n        quantity\n        image\n      }\n      status {\n        id\n        slug\n        color\n        date\n      }\n      payment {\n        transactionId\n        amount\n        method\n        date\n      }\n      shippingDetails {\n        tracking\n        carrier\n        weight\n        fee\n        date\n      }\n    }\n  }\n"): typeof import('./graphql').EcommerceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEcommerceOrder($input: OrderInput!) {\n    createEcommerceOrder(input: $input) {\n      id\n      reference\n    }\n  }\n"): typeof import('./graphql').CreateEcommerceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEcommerceOrderStatus($input: AddOrderStatusInput!) {\n    addEcommerceOrderStatus(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddEcommerceOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileManagerFolder($folderId: ID) {\n    fileManagerFolder(folderId: $folderId) {\n      folder {\n        id\n        name\n      }\n      path {\n        id\n        name\n      }\n      items {\n        id\n        folderId\n        name\n        type\n        createdBy\n        createdAt\n        modifiedAt\n        size\n        contents\n        description\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').FileManagerFolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileManagerFolders {\n    fileManagerFolders {\n      id\n      folderId\n      name\n    }\n  }\n"): typeof import('./graphql').FileManagerFoldersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFileManagerFolder($input: CreateFileManagerFolderInput!) {\n    createFileManagerFolder(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateFileManagerFolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFileManagerFile($input: AddFileManagerFileInput!) {\n    addFileManagerFile(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddFileManagerFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFileManagerItem($id: ID!, $input: UpdateFileManagerItemInput!) {\n    updateFileManagerItem(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateFileManagerItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveFileManagerItem($id: ID!, $folderId: ID) {\n    moveFileManagerItem(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n"): typeof import('./graphql').MoveFileManagerItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFileManagerItem($id: ID!, $withContents: Boolean) {\n    deleteFileManagerItem(id: $id, withContents: $withContents)\n  }\n"): typeof import('./graphql').DeleteFileManagerItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterCategories($language: Language) {\n    helpCenterCategories(language: $language) {\n      id\n      kind\n      slug\n      title\n      position\n    }\n  }\n"): typeof import('./graphql').HelpCenterCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterFaqs($categorySlug: String, $language: Language) {\n    helpCenterFaqs(categorySlug: $categorySlug, language: $language) {\n      id\n      categoryId\n      question\n      answer\n      language\n      position\n      translations {\n        language\n        question\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').HelpCenterFaqsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterGuides($categorySlug: String, $language: Language) {\n    helpCenterGuides(categorySlug: $categorySlug, language: $language) {\n      id\n      categoryId\n      slug\n      title\n      subtitle\n      language\n      position\n    }\n  }\n"): typeof import('./graphql').HelpCenterGuidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterGuide($slug: String!, $language: Language) {\n    helpCenterGuide(slug: $slug, language: $language) {\n      id\n      categoryId\n      slug\n      title\n      subtitle\n      content\n      language\n      updatedAt\n      translations {\n        language\n        title\n        subtitle\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').HelpCenterGuideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchHelpCenter($query: String!, $language: Language) {\n    searchHelpCenter(query: $query, language: $language) {\n      faqs {\n        id\n        categoryId\n        question\n        answer\n        language\n      }\n      guides {\n        id\n        categoryId\n        slug\n        title\n        subtitle\n        language\n      }\n    }\n  }\n"): typeof import('./graphql').SearchHelpCenterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHelpCenterFaq($input: HelpCenterFaqInput!) {\n    createHelpCenterFaq(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateHelpCenterFaqDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHelpCenterFaq($id: ID!, $input: HelpCenterFaqInput!) {\n    updateHelpCenterFaq(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateHelpCenterFaqDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHelpCenterFaq($id: ID!) {\n    deleteHelpCenterFaq(id: $id)\n  }\n"): typeof import('./graphql').DeleteHelpCenterFaqDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderHelpCenterFaqs($input: HelpCenterReorderInput!) {\n    reorderHelpCenterFaqs(input: $input)\n  }\n"): typeof import('./graphql').ReorderHelpCenterFaqsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHelpCenterGuide($input: HelpCenterGuideInput!) {\n    createHelpCenterGuide(input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').CreateHelpCenterGuideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHelpCenterGuide($id: ID!, $input: HelpCenterGuideInput!) {\n    updateHelpCenterGuide(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').UpdateHelpCenterGuideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHelpCenterGuide($id: ID!) {\n    deleteHelpCenterGuide(id: $id)\n  }\n"): typeof import('./graphql').DeleteHelpCenterGuideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderHelpCenterGuides($input: HelpCenterReorderInput!) {\n    reorderHelpCenterGuides(input: $input)\n  }\n"): typeof import('./graphql').ReorderHelpCenterGuidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendHelpCenterSupportRequest($input: HelpCenterSupportInput!, $language: Language) {\n    sendHelpCenterSupportRequest(input: $input, language: $language) {\n      id\n      createdAt\n    }\n  }\n"): typeof import('./graphql').SendHelpCenterSupportRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxPage($input: MailListInput) {\n    mailbox(input: $input) {\n      items {\n        id\n        from {\n          id\n          name\n          email\n        }\n        to {\n          id\n          name\n          email\n        }\n        date\n        subject\n        preview\n        attachments {\n          fileId\n        }\n        starred\n        important\n        unread\n        folder\n        labels\n      }\n      nextToken\n      total\n    }\n  }\n"): typeof import('./graphql').MailboxPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailDetails($id: ID!) {\n    mail(id: $id) {\n      id\n      from {\n        id\n        name\n        email\n      }\n      to {\n        id\n        name\n        email\n      }\n      cc {\n        id\n        name\n        email\n      }\n      bcc {\n        id\n        name\n        email\n      }\n      date\n      subject\n      content\n      attachments {\n        fileId\n        type\n        name\n        size\n        preview\n        downloadUrl\n      }\n      starred\n      important\n      unread\n      folder\n      labels\n    }\n  }\n"): typeof import('./graphql').MailDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxCounts {\n    mailboxCounts {\n      folder\n      unread\n      total\n    }\n  }\n"): typeof import('./graphql').MailboxCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailRecipients($search: String) {\n    mailRecipients(search: $search) {\n      id\n      name\n      email\n    }\n  }\n"): typeof import('./graphql').MailRecipientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMailDraft($input: MailDraftInput!) {\n    saveMailDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SaveMailDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMail($input: SendMailInput!) {\n    sendMail(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SendMailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MailboxAction($input: MailboxActionInput!) {\n    mailboxAction(input: $input) {\n      id\n      unread\n      starred\n      important\n      folder\n      labels\n    }\n  }\n"): typeof import('./graphql').MailboxActionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MailArrived {\n    notificationAdded {\n      id\n      link\n    }\n  }\n"): typeof import('./graphql').MailArrivedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotesPage($input: NotesListInput) {\n    notes(input: $input) {\n      id\n      title\n      content\n      tasks {\n        id\n        content\n        completed\n      }\n      image\n      reminder\n      labels\n      archived\n      createdAt\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').NotesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotesLabels {\n    notesLabels {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').NotesLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNote($input: NoteInput!) {\n    createNote(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNote($id: ID!, $input: NoteInput!) {\n    updateNote(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"): typeof import('./graphql').DeleteNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNotesLabel($title: String!) {\n    createNotesLabel(title: $title) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').CreateNotesLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameNotesLabel($id: ID!, $title: String!) {\n    renameNotesLabel(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').RenameNotesLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotesLabel($id: ID!) {\n    deleteNotesLabel(id: $id)\n  }\n"): typeof import('./graphql').DeleteNotesLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotifications($limit: Int, $nextToken: String) {\n    myNotifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        icon\n        image\n        title\n        description\n        time\n        read\n        link\n        useRouter\n      }\n      nextToken\n      total\n      unread\n    }\n  }\n"): typeof import('./graphql').MyNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!, $read: Boolean) {\n    markNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"): typeof import('./graphql').MarkNotificationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): typeof import('./graphql').MarkAllNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      icon\n      image\n      title\n      description\n      time\n      read\n      link\n      useRouter\n    }\n  }\n"): typeof import('./graphql').NotificationAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsChanged {\n    notificationsChanged\n  }\n"): typeof import('./graphql').NotificationsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage($userId: ID) {\n    profilePage(userId: $userId) {\n      person {\n        id\n        name\n        avatar\n      }\n      role\n      isSelf\n      memberSince\n      email\n      location\n      mobile\n      linkedIn\n      summary\n      skills\n      works {\n        id\n        title\n        company\n        description\n        start\n        end\n        current\n      }\n      educations {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        id\n        name\n        organization\n        start\n        end\n        current\n      }\n      companies {\n        id\n        name\n        logo\n        title\n      }\n      colleagues {\n        id\n        name\n        avatar\n      }\n      settings {\n        allowLikes\n        allowComments\n      }\n      canLike\n      canComment\n    }\n  }\n"): typeof import('./graphql').ProfilePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfilePostFields on ProfilePost {\n    id\n    content\n    createdAt\n    author {\n      id\n      name\n      avatar\n    }\n    likeCount\n    likedByMe\n    shareCount\n    sharedByMe\n    commentCount\n    comments {\n      id\n      content\n      createdAt\n      author {\n        id\n        name\n        avatar\n      }\n      canDelete\n    }\n    canLike\n    canComment\n    canShare\n    canDelete\n  }\n"): typeof import('./graphql').ProfilePostFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileTimeline($input: ProfileTimelineInput) {\n    profileTimeline(input: $input) {\n      items {\n        id\n        kind\n        at\n        status\n        job {\n          id\n          position\n          companyName\n        }\n        post {\n          ...ProfilePostFields\n        }\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ProfileTimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePhotos($userId: ID) {\n    profilePhotos(userId: $userId) {\n      id\n      url\n      name\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ProfilePhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfilePost($input: ProfilePostInput!) {\n    createProfilePost(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateProfilePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProfilePost($id: ID!) {\n    deleteProfilePost(id: $id)\n  }\n"): typeof import('./graphql').DeleteProfilePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeProfilePost($id: ID!) {\n    likeProfilePost(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').LikeProfilePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareProfilePost($id: ID!) {\n    shareProfilePost(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').ShareProfilePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePost($id: ID!) {\n    profilePost(id: $id) {\n      ...ProfilePostFields\n    }\n  }\n"): typeof import('./graphql').ProfilePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeProfilePost($id: ID!) {\n    unlikeProfilePost(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').UnlikeProfilePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnProfilePost($input: ProfileCommentInput!) {\n    commentOnProfilePost(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CommentOnProfilePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProfileComment($id: ID!) {\n    deleteProfileComment(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteProfileCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {\n    updateProfileSettings(input: $input) {\n      allowLikes\n      allowComments\n    }\n  }\n"): typeof import('./graphql').UpdateProfileSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDashboard($ranges: ProjectDashboardRanges) {\n    projectDashboard(ranges: $ranges) {\n      today\n      summary {\n        range\n        day\n        due\n        completed\n      }\n      overdue {\n        tasks\n        fromYesterday\n      }\n      issues {\n        open\n        opened\n        closed\n      }\n      features {\n        proposed\n        implemented\n      }\n      issueWeek {\n        range\n        days {\n          day\n          new\n          closed\n        }\n        overview {\n          new\n          closed\n          open\n          overdue\n          urgent\n        }\n      }\n      taskDistribution {\n        range\n        tags {\n          tag\n          count\n        }\n        due\n        newTasks\n        completedTasks\n      }\n      schedule {\n        range\n        day\n        events {\n          id\n          title\n          startsAt\n          endsAt\n          allDay\n          label\n          labelKey\n          color\n        }\n      }\n      budget {\n        type\n        total\n        expensesAmount\n        expensesPercentage\n        remainingAmount\n        remainingPercentage\n      }\n      teamMembers {\n        id\n        avatar\n        name\n        email\n        phone\n        title\n        role\n      }\n    }\n  }\n"): typeof import('./graphql').ProjectDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectBudget($input: UpdateProjectBudgetInput!) {\n    updateProjectBudget(input: $input) {\n      type\n      total\n      expensesAmount\n      expensesPercentage\n      remainingAmount\n      remainingPercentage\n    }\n  }\n"): typeof import('./graphql').UpdateProjectBudgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScrumboardBoardsPage {\n    scrumboardBoards {\n      id\n      title\n      description\n      icon\n      lastActivity\n      cardCount\n      members {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"): typeof import('./graphql').ScrumboardBoardsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScrumboardBoardPage($id: ID!) {\n    scrumboardBoard(id: $id) {\n      ...ScrumboardBoardFields\n    }\n  }\n"): typeof import('./graphql').ScrumboardBoardPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScrumboardBoardFields on ScrumboardBoard {\n    id\n    title\n    description\n    icon\n    lastActivity\n    members {\n      id\n      name\n      avatar\n    }\n    settings {\n      subscribed\n      cardCoverImages\n    }\n    lists {\n      id\n      title\n      cards\n    }\n    labels {\n      id\n      title\n    }\n    cards {\n      id\n      listId\n      title\n      description\n      labels\n      dueDate\n      attachmentCoverId\n      memberIds\n      subscribed\n      attachments {\n        id\n        name\n        src\n        time\n        type\n      }\n      checklists {\n        id\n        name\n        checkItems {\n          id\n          name\n          checked\n        }\n      }\n      activities {\n        id\n        type\n        idMember\n        message\n        time\n      }\n    }\n  }\n"): typeof import('./graphql').ScrumboardBoardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScrumboardMembers {\n    scrumboardMembers {\n      id\n      name\n      avatar\n    }\n  }\n"): typeof import('./graphql').ScrumboardMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScrumboardBoard($input: ScrumboardBoardInput!) {\n    createScrumboardBoard(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateScrumboardBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScrumboardBoard($id: ID!, $input: ScrumboardBoardUpdateInput!) {\n    updateScrumboardBoard(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateScrumboardBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScrumboardBoard($id: ID!) {\n    deleteScrumboardBoard(id: $id)\n  }\n"): typeof import('./graphql').DeleteScrumboardBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScrumboardList($boardId: ID!, $title: String!) {\n    createScrumboardList(boardId: $boardId, title: $title) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateScrumboardListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameScrumboardList($id: ID!, $title: String!) {\n    renameScrumboardList(id: $id, title: $title) {\n      id\n    }\n  }\n"): typeof import('./graphql').RenameScrumboardListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveScrumboardList($id: ID!, $position: Int!) {\n    moveScrumboardList(id: $id, position: $position) {\n      id\n    }\n  }\n"): typeof import('./graphql').MoveScrumboardListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScrumboardList($id: ID!) {\n    deleteScrumboardList(id: $id)\n  }\n"): typeof import('./graphql').DeleteScrumboardListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScrumboardCard($listId: ID!, $title: String!) {\n    createScrumboardCard(listId: $listId, title: $title) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateScrumboardCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScrumboardCard($id: ID!, $input: ScrumboardCardUpdateInput!) {\n    updateScrumboardCard(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateScrumboardCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveScrumboardCard($id: ID!, $listId: ID!, $position: Int!) {\n    moveScrumboardCard(id: $id, listId: $listId, position: $position) {\n      ...ScrumboardBoardFields\n    }\n  }\n"): typeof import('./graphql').MoveScrumboardCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScrumboardCard($id: ID!) {\n    deleteScrumboardCard(id: $id)\n  }\n"): typeof import('./graphql').DeleteScrumboardCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddScrumboardCardAttachment($cardId: ID!, $fileId: ID!) {\n    addScrumboardCardAttachment(cardId: $cardId, fileId: $fileId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddScrumboardCardAttachmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveScrumboardCardAttachment($cardId: ID!, $attachmentId: ID!) {\n    removeScrumboardCardAttachment(cardId: $cardId, attachmentId: $attachmentId) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveScrumboardCardAttachmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddScrumboardComment($cardId: ID!, $message: String!) {\n    addScrumboardComment(cardId: $cardId, message: $message) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddScrumboardCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TasksPage {\n    tasks {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').TasksPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    subTasks {\n      id\n      title\n      completed\n    }\n    assignedTo\n    order\n  }\n"): typeof import('./graphql').TaskFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n      avatar\n    }\n  }\n"): typeof import('./graphql').TaskAssigneesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignedTasks {\n    assignedTasks {\n      task {\n        ...TaskFields\n      }\n      owner {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"): typeof import('./graphql').AssignedTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAssignedTaskCompleted($id: ID!, $completed: Boolean!) {\n    setAssignedTaskCompleted(id: $id, completed: $completed) {\n      task {\n        id\n        completed\n      }\n    }\n  }\n"): typeof import('./graphql').SetAssignedTaskCompletedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAssignedSubTaskCompleted($taskId: ID!, $subTaskId: ID!, $completed: Boolean!) {\n    setAssignedSubTaskCompleted(taskId: $taskId, subTaskId: $subTaskId, completed: $completed) {\n      task {\n        id\n        subTasks {\n          id\n          completed\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SetAssignedSubTaskCompletedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($input: TaskInput!, $position: Int) {\n    createTask(input: $input, position: $position) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTask($id: ID!, $position: Int!) {\n    moveTask(id: $id, position: $position) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').MoveTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"): typeof import('./graphql').DeleteTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TaskNotices {\n    notificationAdded {\n      link\n    }\n  }\n"): typeof import('./graphql').TaskNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployerCompanyFields on Company {\n    id\n    name\n    logo\n    industry\n    size\n    countryCode\n    contactNo\n    email\n    website\n    city\n    address\n    license\n    licenseVerified\n    status\n  }\n"): typeof import('./graphql').EmployerCompanyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyInviteFields on CompanyInvite {\n    id\n    email\n    status\n    invitedByName\n    expiresAt\n    createdAt\n  }\n"): typeof import('./graphql').CompanyInviteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEmployer {\n    myEmployer {\n      id\n      employerCompanyId\n    }\n  }\n"): typeof import('./graphql').MyEmployerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompanyDetails {\n    myCompanies {\n      ...EmployerCompanyFields\n    }\n  }\n"): typeof import('./graphql').MyCompanyDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployer($input: CreateEmployerInput!) {\n    createEmployer(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateEmployerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterCompany($input: CreateCompanyInput!) {\n    registerCompany(input: $input) {\n      ...EmployerCompanyFields\n    }\n  }\n"): typeof import('./graphql').RegisterCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) {\n      ...EmployerCompanyFields\n    }\n  }\n"): typeof import('./graphql').UpdateCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyAccount($id: ID!) {\n    companyAccount(companyId: $id) {\n      status\n      reviewReason\n      myRole\n      company {\n        ...EmployerCompanyFields\n      }\n      employers {\n        userId\n        name\n        email\n        title\n        role\n      }\n    }\n  }\n"): typeof import('./graphql').CompanyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInvites($id: ID!) {\n    listCompanyInvites(companyId: $id) {\n      ...CompanyInviteFields\n    }\n  }\n"): typeof import('./graphql').CompanyInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteEmployer($input: InviteEmployerInput!) {\n    inviteEmployer(input: $input) {\n      ...CompanyInviteFields\n    }\n  }\n"): typeof import('./graphql').InviteEmployerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCompanyInvite($id: ID!) {\n    revokeCompanyInvite(id: $id)\n  }\n"): typeof import('./graphql').RevokeCompanyInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyEmployer($companyId: ID!, $userId: ID!) {\n    removeCompanyEmployer(companyId: $companyId, userId: $userId)\n  }\n"): typeof import('./graphql').RemoveCompanyEmployerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInvitePreview($token: String!) {\n    companyInvite(token: $token) {\n      companyName\n      maskedEmail\n      status\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CompanyInvitePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCompanyInvite($token: String!) {\n    acceptCompanyInvite(token: $token) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AcceptCompanyInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployerDashboard($id: ID!) {\n    employerDashboard(companyId: $id) {\n      companyId\n      companyStatus\n      reviewReason\n      totalJobs\n      openJobs\n      draftJobs\n      jobsWaitingForReview\n      applicationsThisWeek\n      applicationsPerDay {\n        date\n        count\n      }\n      closingSoon {\n        id\n        position\n        deadline\n        applicationCount\n      }\n      latestApplications {\n        id\n        jobId\n        position\n        applicantName\n        status\n        appliedAt\n      }\n    }\n  }\n"): typeof import('./graphql').EmployerDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyJobFields on Job {\n    ...JobDetailsFields\n    companyJobsId\n    reviewStatus\n    reviewReason\n    publishedAt\n    applicationCounts {\n      status\n      count\n    }\n  }\n"): typeof import('./graphql').CompanyJobFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompanies {\n    myCompanies {\n      id\n      name\n      status\n      logo\n      countryCode\n    }\n  }\n"): typeof import('./graphql').MyCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyJobs($companyId: ID!, $filter: CompanyJobsFilter, $limit: Int, $nextToken: String) {\n    listCompanyJobs(companyId: $companyId, filter: $filter, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...CompanyJobFields\n      }\n    }\n  }\n"): typeof import('./graphql').CompanyJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyJob($id: ID!) {\n    getCompanyJob(id: $id) {\n      ...CompanyJobFields\n    }\n  }\n"): typeof import('./graphql').CompanyJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      ...CompanyJobFields\n    }\n  }\n"): typeof import('./graphql').CreateJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      ...CompanyJobFields\n    }\n  }\n"): typeof import('./graphql').UpdateJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation PublishJob($id: ID!) {\n      publishJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  "): typeof import('./graphql').PublishJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CloseJob($id: ID!) {\n      closeJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  "): typeof import('./graphql').CloseJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation ReopenJob($id: ID!) {\n      reopenJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  "): typeof import('./graphql').ReopenJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DuplicateJob($id: ID!) {\n      duplicateJob(id: $id) {\n        ...CompanyJobFields\n      }\n    }\n  "): typeof import('./graphql').DuplicateJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeContent($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      bannerTitle\n      bannerImage\n    }\n  }\n"): typeof import('./graphql').HomeContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedCompanies {\n    listCompanies(filter: { featured: { eq: true } }, limit: 8) {\n      items {\n        id\n        name\n        logo\n        industry\n        city\n        openJobCount\n      }\n    }\n  }\n"): typeof import('./graphql').FeaturedCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanySummaryFields on Company {\n    id\n    name\n    logo\n    industry\n    city\n    countryCode\n    website\n  }\n"): typeof import('./graphql').CompanySummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobSummaryFields on Job {\n    id\n    position\n    location\n    type\n    experienceLevel\n    industry\n    salaryStart\n    salaryEnd\n    salaryNegotiable\n    salaryCurrency\n    requiresCPA\n    remote\n    status\n    isOpen\n    deadline\n    applyWay\n    createdAt\n    company {\n      ...CompanySummaryFields\n    }\n  }\n"): typeof import('./graphql').JobSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobApplySummaryFields on Job {\n    id\n    position\n    location\n    deadline\n    status\n    isOpen\n    applyWay\n    applyUrl\n    requiresCPA\n    salaryCurrency\n    company {\n      id\n      name\n      logo\n    }\n  }\n"): typeof import('./graphql').JobApplySummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobDetailsFields on Job {\n    ...JobSummaryFields\n    description\n    address\n    experience\n    education\n    requirement\n    keyword\n    subindustry\n    language\n    start\n    applyUrl\n    updatedAt\n  }\n"): typeof import('./graphql').JobDetailsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchJobs(\n    $query: String\n    $filter: JobSearchFilter\n    $sort: JobSort\n    $exact: Boolean\n    $limit: Int\n    $nextToken: String\n  ) {\n    searchJobs(query: $query, filter: $filter, sort: $sort, exact: $exact, limit: $limit, nextToken: $nextToken) {\n      total\n      correctedQuery\n      totalIsLowerBound\n      totalIsEstimate\n      nextToken\n      items {\n        ...JobSummaryFields\n      }\n      facets {\n        type {\n          value\n          count\n        }\n        experienceLevel {\n          value\n          count\n        }\n        industry {\n          value\n          count\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetJob($id: ID!) {\n    getJob(id: $id) {\n      ...JobDetailsFields\n    }\n  }\n"): typeof import('./graphql').GetJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCompany($id: ID!) {\n    getCompany(id: $id) {\n      ...CompanySummaryFields\n      size\n      email\n      contactNo\n      address\n      featured\n      openJobCount\n      jobs(limit: 200) {\n        ...JobSummaryFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrencyRates {\n    currencyRates {\n      currency\n      unitsPerUsd\n      updatedAt\n      updatedByName\n    }\n  }\n"): typeof import('./graphql').CurrencyRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyStanding {\n    myApplyStanding {\n      isCPA\n      cpaStatus\n      emailVerified\n      appliedJobs {\n        jobId\n        applicationId\n        appliedAt\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyStandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LikedJobs($uid: ID!) {\n    getUser(id: $uid) {\n      id\n      likedJobs\n    }\n  }\n"): typeof import('./graphql').LikedJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeJob($jobId: ID!) {\n    likeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n"): typeof import('./graphql').LikeJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeJob($jobId: ID!) {\n    unlikeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n"): typeof import('./graphql').UnlikeJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutContent($id: ID!) {\n    getJobSeekerContent(id: $id) {\n      aboutUs\n    }\n  }\n"): typeof import('./graphql').AboutContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileLicenseFields on License {\n    id\n    name\n    organization\n    number\n    start\n    end\n    current\n  }\n"): typeof import('./graphql').ProfileLicenseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($id: ID!) {\n    getUser(id: $id) {\n      id\n      fullName\n      firstName\n      lastName\n      email\n      mobile\n      countryCode\n      location\n      gender\n      ageGroup\n      dateOfBirth\n      language\n      linkedIn\n      skill\n      summary\n      icon\n      memberType\n      jobStatus\n      isCPA\n      cpaStatus\n      cpaReviewNote\n      role\n      cpaLicense {\n        ...ProfileLicenseFields\n      }\n      work {\n        id\n        title\n        company\n        start\n        end\n        current\n        description\n      }\n      education {\n        id\n        school\n        degree\n        start\n        end\n        current\n      }\n      licenses {\n        ...ProfileLicenseFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateWork($input: CreateWorkInput!) {\n        createWork(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').CreateWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateWork($input: UpdateWorkInput!) {\n        updateWork(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').UpdateWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteWork($input: DeleteInput!) {\n        deleteWork(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').DeleteWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateEducation($input: CreateEducationInput!) {\n        createEducation(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').CreateEducationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateEducation($input: UpdateEducationInput!) {\n        updateEducation(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').UpdateEducationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteEducation($input: DeleteInput!) {\n        deleteEducation(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').DeleteEducationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateLicense($input: CreateLicenseInput!) {\n        createLicense(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').CreateLicenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateLicense($input: UpdateLicenseInput!) {\n        updateLicense(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').UpdateLicenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteLicense($input: DeleteInput!) {\n        deleteLicense(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').DeleteLicenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimCpa($id: ID!) {\n    claimCPA(licenseId: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').ClaimCpaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMyData {\n    exportMyData\n  }\n"): typeof import('./graphql').ExportMyDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"): typeof import('./graphql').DeleteMyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedJobIds($id: ID!) {\n    getUser(id: $id) {\n      id\n      likedJobs\n      appliedJobs\n    }\n  }\n"): typeof import('./graphql').SavedJobIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedJobs($filter: ModelJobFilterInput, $limit: Int) {\n    listJobs(filter: $filter, limit: $limit) {\n      items {\n        ...JobApplySummaryFields\n      }\n    }\n  }\n"): typeof import('./graphql').SavedJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveJob($jobId: ID!) {\n    unlikeJob(jobId: $jobId) {\n      id\n      likedJobs\n    }\n  }\n"): typeof import('./graphql').UnsaveJobDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
