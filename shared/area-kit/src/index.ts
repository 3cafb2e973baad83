export { defineRemote, defineScreenGroup, type RemoteDefinition, type ScreenGroup, type TextsLoader } from './define-remote';
export { type AreaTranslationHook, areaTranslation, mergeTexts, type Texts } from './texts';
