/**
 * The access rules of Brigade in one place (docs/decisions/016-access-rules.md): routes declare the role
 * a call needs; services ask this module who may read or change what, which gates are open, what blocks,
 * audiences and relations say, and which contact details a viewer sees. No other code decides these.
 */
export {
  actorFromAuth,
  isChef,
  isRestaurant,
  isStaff,
  type Actor,
  type ActorType,
  type AuthLike,
} from './actor';
export {
  audienceAdmits,
  audienceDetail,
  audienceExcludes,
  audienceMet,
  audienceRefusal,
  checkAudience,
  checkOffersAudience,
  checkOffersInAudience,
  chefFactsOfAccount,
  isOpenAudience,
  loadAccountAudienceFacts,
  loadChefAudienceFacts,
  loadVenueAudiences,
  matchesAudience,
  meetsAudience,
  requireAudienceMet,
  textArray,
  type Audience,
  type AudienceCheck,
  type AudienceDetail,
  type AudiencePart,
  type ChefAudienceFacts,
  type OfferAudience,
} from './audience';
export {
  deletedAccount,
  deletedAccountDomain,
  deletedAccountEmail,
  isDeletedAccountEmail,
  liveChefProfile,
  liveOffer,
  liveOfferOwn,
  liveVenue,
} from './live';
export {
  accountsBlockedEitherWay,
  checkBlockedCounterparts,
  hasAnyBlock,
  isBlockedEitherWay,
  notBlockedWith,
  requireNotBlocked,
} from './blocks';
export {
  checkAccess,
  checkOwnedChefProfiles,
  checkOwnedOffers,
  checkOwnedVenues,
  offersRecruitedFor,
  offersVisibleTo,
  ownChefProfileId,
  permissions,
  requireAccess,
  requireConversationStart,
  type Permission,
} from './permissions';
export {
  accountGates,
  checkPremiumVenues,
  isGateOpen,
  isPremiumAccount,
  isVenueGateOpen,
  premiumAccount,
  requireGate,
  requireVenueGate,
  venueGates,
  venuePlanFields,
  type AccountGate,
  type Gate,
  type PlanHolder,
  type VenueGate,
} from './premium';
export {
  chefRelatedToAccount,
  loadChefRelations,
  loadVenueRelations,
  noRelation,
  type Relation,
} from './relations';
export { canReceiveOffer, canSeeChefContact, canSeeChefDetails, canSeeVenueContact } from './visibility';
export { checkCallAccess, type AuthFor } from './roles';
