/** Codes of the global error catalogue (docs/rules/error-catalogue.md). */
export const ErrorCodes = {
  generic: 'FD001T',
  connection: 'FD999T',
  catchAll: 'FD892T',
  missingContent: 'FD890T',
  upcomingDisabled: 'AP004T',
  missingKeysList: 'FDAEMLISTKEYSMISSING',
  missingKey: '999',
  readOnly: 'ELG006',
  readOnlyMarker: 'FD138B',
} as const;

/** 'It's us, not you.' panel text, shared by FD001T, FD999T and FD892T. */
export const genericPanelTitle = "It's us, not you.";
export const genericPanelMessage = (code: string): string =>
  `Sorry. Something's not right with our system - please try again later or you can send us a message from our help section and quote error code ${code}.`;

export const contentUnavailableMessage = 'Sorry this content currently unavailable, please try again later.';
export const noSearchResultsMessage = 'No search results found.';
