/**
 * The steps of every manage-money change (details → review → confirm). In a file of its own so that
 * the amend, which has pages of its own, does not load the simple changes' pages with it.
 */
export const changeSteps = ['details', 'review', 'confirm'] as const;
