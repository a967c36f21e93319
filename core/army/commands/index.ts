/**
 * Every named edit of an army file beside its order of battle (which core/oob/commands edits at
 * `ARMY_OOB_PATH`): the organisation block's fields and the player's changes to the guidelines.
 */
export { setOrganisation } from './setOrganisation';
export { resetAllRules, resetRule, setRuleEnabled, setRuleParam, setRuleSeverity, setRuleSideParam } from './rules';
