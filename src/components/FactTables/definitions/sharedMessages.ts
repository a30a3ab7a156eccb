import type {UiMessage} from './cells';

// UI strings that several tables show: one translation each.

export const codeHeader: UiMessage = {id: 'factTable.column.code', message: 'Code'};
export const descriptionHeader: UiMessage = {
  id: 'factTable.column.description',
  message: 'Description',
};
export const causeHeader: UiMessage = {id: 'factTable.column.cause', message: 'Cause'};
export const fixHeader: UiMessage = {id: 'factTable.column.fix', message: 'What to do'};
/** After an error code's fix: the link to its entry on the troubleshooting page. */
export const troubleshootingLink: UiMessage = {
  id: 'factTable.errorCode.troubleshooting',
  message: 'Troubleshooting',
  description: "Link from an error code's row to its entry on the troubleshooting page",
};
export const fieldHeader: UiMessage = {id: 'factTable.column.field', message: 'Field'};
export const typeHeader: UiMessage = {id: 'factTable.column.type', message: 'Type'};
export const planHeader: UiMessage = {id: 'factTable.column.plan', message: 'Plan'};
export const featureHeader: UiMessage = {id: 'factTable.column.feature', message: 'Feature'};

/** Whether a request field or an SDK option must be given (the SDK options reuse the request's). */
export const requiredHeader: UiMessage = {
  id: 'factTable.verifyRequest.presence',
  message: 'Required',
};
export const requiredYes: UiMessage = {id: 'factTable.verifyRequest.required', message: 'Yes'};

/** Marks a field or method that only Enterprise accounts have. */
export const enterpriseOnly: UiMessage = {
  id: 'factTable.enterpriseOnly',
  message: 'Enterprise only.',
  description: 'Marks an API field or method available only on the Enterprise plan',
};
