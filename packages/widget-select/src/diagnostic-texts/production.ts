/**
 * Errors and warnings as the production build writes them: the same
 * functions as `development.ts`, with short texts that still name the
 * culprit (the option, argument or path, and the value received), and no
 * typo warnings. The codes are the development build's.
 */
import { describe } from '../describe';
import type * as Development from './development';

type Texts = typeof Development;

const got = (value: unknown) => `got ${describe(value)}`;
const noWarning = (): void => {};

// What an option or argument should be comes from its check (in both builds), so it stays in the text.
export const optionText: Texts['optionText'] = (key, expected, value) =>
  `option "${key}": ${expected}, ${got(value)}`;
export const argumentText: Texts['argumentText'] = (call, expected, value) =>
  `${call}: ${expected}, ${got(value)}`;
export const remountRequiredText: Texts['remountRequiredText'] = (key) => `option "${key}": remount`;
export const remountWarningText: Texts['remountWarningText'] = (key) => `option "${key}": remount`;
export const notAFeatureText: Texts['notAFeatureText'] = () => 'use(feature): not a feature';
export const featureMissingText: Texts['featureMissingText'] = (neededBy, name) =>
  `${neededBy}: import 'widget-select/${name}'`;
export const dataText: Texts['dataText'] = (source, value) => `${source}: ${got(value)}`;
export const optionProblems: Texts['optionProblems'] = {
  notObject: (where, value) => `${where}: ${got(value)}`,
  value: (where, value) => `${where}.value: ${got(value)}`,
  label: (where, _value, label) => `${where}.label: ${got(label)}`,
  children: (where) => `${where}.children`,
  groupLabel: (where) => `${where}.label`,
  circular: (where) => `${where}: circular`,
  tooDeep: (where, max) => `${where}: deeper than ${max}`,
};
export const missingSelectionText: Texts['missingSelectionText'] = (names) => `missing ${names}`;
export const duplicateText: Texts['duplicateText'] = (names) => `duplicate ${names}`;
export const localeCodeText: Texts['localeCodeText'] = (value) => `registerLocale code: ${got(value)}`;
export const localeMessagesText: Texts['localeMessagesText'] = (code, value) =>
  `registerLocale(${describe(code)}) messages: ${got(value)}`;
export const unknownValuesText: Texts['unknownValuesText'] = (names) => `setValue: unknown ${names}`;
export const valueCapText: Texts['valueCapText'] = (_count, maxSelections) =>
  `setValue: maxSelections ${maxSelections}`;
export const dropdownParentText: Texts['dropdownParentText'] = (selector) =>
  `dropdownParent "${selector}": no element`;
export const loneSurrogateText: Texts['loneSurrogateText'] = (json) => `value ${json}: lone surrogate`;
export const warnLargeList: Texts['warnLargeList'] = noWarning;
export const warnNoStylesheet: Texts['warnNoStylesheet'] = noWarning;
export const warnUnknown: Texts['warnUnknown'] = noWarning;
export const warnThemeTypo: Texts['warnThemeTypo'] = noWarning;
export const warnUnknownLanguage: Texts['warnUnknownLanguage'] = noWarning;
export const warnUnknownFields: Texts['warnUnknownFields'] = noWarning;
export const warnMissingFields: Texts['warnMissingFields'] = noWarning;
export const warnInvalidAttribute: Texts['warnInvalidAttribute'] = noWarning;
export const warnObjectAttribute: Texts['warnObjectAttribute'] = noWarning;
