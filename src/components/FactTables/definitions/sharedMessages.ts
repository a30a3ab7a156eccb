import type {LocalizedText} from '../../../data/text';

// UI strings that several tables show: one translation each.

export const codeHeader: LocalizedText = {en: 'Code', fr: 'Code'};
export const descriptionHeader: LocalizedText = {en: 'Description', fr: 'Description'};
export const causeHeader: LocalizedText = {en: 'Cause', fr: 'Cause'};
export const fixHeader: LocalizedText = {en: 'What to do', fr: 'Que faire'};
/** After an error code's fix: the link to its entry on the troubleshooting page. */
export const troubleshootingLink: LocalizedText = {en: 'Troubleshooting', fr: 'Dépannage'};
export const fieldHeader: LocalizedText = {en: 'Field', fr: 'Champ'};
export const typeHeader: LocalizedText = {en: 'Type', fr: 'Type'};
export const planHeader: LocalizedText = {en: 'Plan', fr: 'Offre'};
export const featureHeader: LocalizedText = {en: 'Feature', fr: 'Fonctionnalité'};

/** Whether a request field or an SDK option must be given (the SDK options reuse the request's). */
export const requiredHeader: LocalizedText = {en: 'Required', fr: 'Obligatoire'};
export const requiredYes: LocalizedText = {en: 'Yes', fr: 'Oui'};

/** Marks a field or method that only Enterprise accounts have. */
export const enterpriseOnly: LocalizedText = {en: 'Enterprise only.', fr: 'Enterprise uniquement.'};
