export {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailSchema,
  passwordSchema,
  roleSchema,
  sessionUserSchema,
  userNameSchema,
  userSchema,
} from './entities/user.ts';
export type { SessionUser, User } from './entities/user.ts';
export {
  accessTokenResponseSchema,
  errorResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updatePasswordBodySchema,
  verifyEmailBodySchema,
} from './api/auth.ts';
export type {
  AccessTokenResponse,
  ErrorResponse,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  UpdatePasswordBody,
  VerifyEmailBody,
} from './api/auth.ts';
export { updateUserBodySchema, userContentSummarySchema, userIdParamsSchema } from './api/users.ts';
export type { UpdateUserBody, UserContentSummary } from './api/users.ts';
export { isAdmin, userStatus } from './permissions/roles.ts';
export type { UserStatus } from './permissions/roles.ts';
export {
  accessLevelSchema,
  accessResultSchema,
  canManage,
  canView,
  isPrivileged,
  resolveAccess,
} from './permissions/access.ts';
export type {
  AccessLevel,
  AccessResult,
  AccessSubject,
  AccessType,
  Caller,
  Grant,
} from './permissions/access.ts';
export {
  DEFAULT_LIMIT,
  DEFAULT_PAGE,
  MAX_LIMIT,
  MAX_REGEX_LENGTH,
  emptyListQuery,
  encodeListQuery,
  escapeRegex,
  literalOfPattern,
  exerciseListQuerySpec,
  parseListQuery,
  tacticboardListQuerySpec,
} from './api/list-query.ts';
export type { ListQuery, ListQueryResult, ListQuerySpec, Range } from './api/list-query.ts';
export {
  EXERCISE_NAME_MAX,
  MARKDOWN_MAX,
  MAX_STORED_INT,
  storedVersionSchema,
  MAX_BLOCKS,
  MAX_BLOCK_MINUTES,
  MAX_COUNT,
  MAX_RELATED,
  MAX_TAGS,
  TAG_MAX_LENGTH,
  accessEntrySchema,
  descriptionBlockInputSchema,
  descriptionBlockSchema,
  exerciseCreateSchema,
  exerciseListResponseSchema,
  exerciseSchema,
  exerciseUpdateSchema,
  labelListSchema,
  materialSchema,
  paginationSchema,
  removeAccessBodySchema,
  setAccessBodySchema,
  shareBodySchema,
  tagSchema,
  videoUrlSchema,
} from './entities/exercise.ts';
export type {
  AccessEntry,
  DescriptionBlock,
  DescriptionBlockInput,
  Exercise,
  ExerciseCreate,
  ExerciseListResponse,
  ExerciseUpdate,
  Pagination,
  ShareBody,
} from './entities/exercise.ts';
export {
  BOARD_NAME_MAX,
  MAX_PAGES,
  boardPageSchema,
  pageInputSchema,
  pageSaveBodySchema,
  tacticBoardCreateSchema,
  tacticBoardDuplicateSchema,
  tacticBoardHeaderListSchema,
  tacticBoardHeaderSchema,
  tacticBoardListSchema,
  tacticBoardMetaSchema,
  tacticBoardSchema,
  tacticBoardUpdateSchema,
} from './entities/tacticboard.ts';
export type {
  BoardPage,
  PageSaveBody,
  TacticBoard,
  TacticBoardCreate,
  TacticBoardHeader,
  TacticBoardHeaderList,
  TacticBoardList,
  TacticBoardMeta,
  TacticBoardUpdate,
} from './entities/tacticboard.ts';
export {
  ACCESSORY_SCALES,
  ACCESSORY_IMAGES,
  ACCESSORY_TYPES,
  ANIMATION_EASINGS,
  ANIMATION_STEP_MS,
  ARROW_HEADS,
  ARROW_STEP,
  ARROW_STEP_SHIFT,
  BALL_FILLS,
  BALL_RADIUS,
  BALL_START_LEFT,
  BALL_START_TOP,
  BALL_TYPES,
  BRUSH_DEFAULT_WIDTH,
  BRUSH_MAX_WIDTH,
  BRUSH_MIN_WIDTH,
  CAPTION_MAX_LENGTH,
  CANVAS_CONTAINER_WIDTH_REDUCTION,
  CANVAS_HEIGHT,
  CANVAS_HEIGHT_RESERVE,
  CANVAS_MIN_HEIGHT,
  CANVAS_WIDTH,
  COURT_BACKGROUNDS,
  DEFAULT_COURT_BACKGROUND,
  DEFAULT_DRAW_COLOR,
  DEFAULT_DRAW_THICKNESS,
  HELD_BALL_OFFSET,
  HISTORY_LIMIT,
  ITEMS_DRAWER_WIDTH,
  KNOCKED_OUT_OPACITY,
  LINE_DASH_ARRAYS,
  LINE_STYLES,
  LOB_PEAK_SCALE,
  MAX_GROUP_DEPTH,
  MAX_OBJECTS_PER_PAGE,
  MAX_PAGE_BYTES,
  MOVE_DURATION_MS,
  PAGE_HOLD_MAX_MS,
  PAGE_HOLD_MIN_MS,
  PAGE_MOVE_MAX_MS,
  PAGE_SCHEMA_VERSION,
  PASS_STYLES,
  PLAYER_OBJECT_TYPES,
  PLAYER_RADIUS,
  PLAYER_ROLES,
  PLAYER_STROKE_WIDTH,
  RECORDING_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_DEFAULT_FILE_NAME,
  RECORDING_FPS,
  RECORDING_MIME_TYPES,
  ROLE_BORDER_COLORS,
  RUN_BEND_LIMIT,
  TEAM_COLORS,
  TEAM_START_LEFT,
  TEAM_START_TOP,
  TEAMS,
  TEXT_BACKGROUND_COLOR,
  TEXT_FONT_SIZES,
  TEXT_MIN_WIDTH,
  VIDEO_END_REST_MS,
} from './board/constants.ts';
export type {
  AccessoryType,
  AnimationEasing,
  ArrowHead,
  BallType,
  CourtBackground,
  LineStyle,
  PassStyle,
  PlayerObjectType,
  PlayerRole,
  Team,
  TextSize,
} from './board/constants.ts';
export { canvasDisplaySize } from './board/canvas-size.ts';
export { PLACEMENT_SPACING, freeSpot, isMoveOnly, placedFree } from './board/placement.ts';
export type { Point } from './board/placement.ts';
export {
  ALIGN_MIN_OBJECTS,
  BOARD_CENTRE,
  GRID_SIZE,
  GUIDE_THRESHOLD,
  alignObjects,
  alignedCentres,
  guideTargets,
  matchGuides,
  objectCentre,
  snapToGrid,
  withCentre,
} from './board/alignment.ts';
export type { AlignKind, BoardPoint, GuideMatch, GuideTargets } from './board/alignment.ts';
export { FORMATIONS, formationPlayers } from './board/formations.ts';
export type { Formation, FormationPlayer, FormationSlot } from './board/formations.ts';
export { keeperZones, traceKeeperZone } from './board/keeper-zones.ts';
export type { KeeperZone, ZonePen } from './board/keeper-zones.ts';
export type { CanvasDisplaySize } from './board/canvas-size.ts';
export {
  CANVAS_OBJECT_PROPERTIES,
  KNOWN_OBJECT_TYPES,
  PAGE_PROPERTIES,
  TEXT_OBJECT_TYPES,
  canvasObjectSchema,
  courtBackgroundSchema,
  isKnownObjectType,
  normalizeObjectType,
  ANIMATION_OBJECT_KEYS,
  ANIMATION_PAGE_KEYS,
  ballPassSchema,
  objectRunSchema,
  objectTimingSchema,
  pageBackgroundImageSchema,
  pageCaptionSchema,
  pageSchema,
  pageTransitionSchema,
} from './board/page.ts';
export type {
  BallPass,
  CanvasObject,
  KnownObjectType,
  ObjectRun,
  ObjectTiming,
  Page,
  PageBackgroundImage,
  PageTransition,
} from './board/page.ts';
export { MAX_PATTERN_GROUPS, MAX_PATTERN_REPEAT, unsafePatternReason } from './api/safe-pattern.ts';
export {
  emptyPage,
  pageSaveBody,
  parsePageSave,
  parseStoredPage,
  sanitizePage,
  validatePage,
} from './board/page-validation.ts';
export type {
  PageParseError,
  PageParseResult,
  PageSave,
  PageSaveParseResult,
} from './board/page-validation.ts';
export { migratePage, pageSchemaVersionOf } from './board/page-migrations.ts';
export { nextPlayerNumber, playerNumberOf, playerTeamOf } from './board/player-numbering.ts';
export {
  CLIPBOARD_VERSION,
  PASTE_OFFSET,
  clipboardContentSchema,
  pasteStep,
  pastedObjects,
} from './board/clipboard.ts';
export type { ClipboardContent } from './board/clipboard.ts';
export { toCourtBackground, toSameOriginPath } from './board/same-origin-path.ts';
export {
  CommandHistory,
  historyCommandSchema,
  historySnapshotSchema,
  pageSettingsSchema,
} from './history/history.ts';
export type { HistoryCommand, HistorySnapshot, PageSettings } from './history/history.ts';
export {
  animationStepAt,
  interpolateObjects,
  moveProgressAt,
  pageIndexAt,
  poseOf,
  recordingDurationMs,
} from './animation/interpolation.ts';
export {
  BoardAnimation,
  animationFrameAt,
  emptyAnimationFrame,
  timelineTimeMs,
} from './animation/board-animation.ts';
export type {
  AnimatedObject,
  AnimatedPage,
  AnimationFrame,
  AnimationPageInput,
  ObjectFrame,
  ObjectPose,
  ObjectPresence,
  TimelineOptions,
} from './animation/animation-types.ts';
export { easeInOutCubic, easingNamed, linearEasing } from './animation/easing.ts';
export type { Easing } from './animation/easing.ts';
export {
  buildTimeline,
  pageHoldMs,
  pageMoveMs,
  pageRestMs,
  pageStartMs,
  recordingLengthMs,
  restingPageAtTime,
  timelinePositionAt,
} from './animation/timeline.ts';
export type { AnimationTimeline, TimelinePosition, TimelineStep } from './animation/timeline.ts';
export {
  emptyObjectFrame,
  evaluateTransition,
  prepareTransition,
  transitionSchedule,
} from './animation/transition.ts';
export type {
  PreparedTransition,
  ScheduledObject,
  TransitionTrack,
} from './animation/transition.ts';
export {
  quadraticPoint,
  runControlPoint,
  runFromHandle,
  runHandlePoint,
  runPointAt,
  runTrailPath,
} from './animation/run-curve.ts';
export { carrierOf, dodgeballCount, heldBallPosition, isBall } from './animation/possession.ts';
export type { DodgeballCount } from './animation/possession.ts';
export { boardFileName, pickRecordingMimeType, recordingFileName } from './animation/recording.ts';
export {
  VIDEO_EXPORT_FPS,
  VIDEO_EXPORT_SIZES,
  animationLengthMs,
  CAPTION_STRIP_SHARE,
  CAPTION_TWO_LINES,
  fitBoard,
  fitBoardWithCaption,
  videoFrameCount,
  videoFrameTimeMs,
  restingPageAt,
} from './animation/video.ts';
export type {
  BoardPlacement,
  CaptionedPlacement,
  VideoExportFps,
  VideoExportSize,
} from './animation/video.ts';
export { REFRESH_GET_HEADER, REFRESH_GET_HEADER_VALUE } from './api/refresh-header.ts';
export {
  BINDING_REACH,
  LINE_OBJECT_TYPE,
  arrowHeadLength,
  drawnLine,
  followBindings,
  isStraightLine,
  lineEnds,
  lineObject,
  normalizedLine,
  pathPoints,
  playerAt,
  playerCentre,
  straightLinePath,
  withArrowHeadAtEnd,
} from './board/lines.ts';
export type { PathCommand, XY } from './board/lines.ts';
export {
  BREAK_NOTE_MAX,
  GROUP_LABEL_MAX,
  MAX_HEAD_COUNT,
  MAX_ITEM_MINUTES,
  MAX_PARALLEL_GROUPS,
  MAX_PLAN_ITEMS,
  MAX_PLAN_SECTIONS,
  MAX_PLANNED_MINUTES,
  MIN_PARALLEL_GROUPS,
  PLAN_ITEM_KINDS,
  PLAN_NAME_MAX,
  PLAN_POSITIONS,
  PLAN_TEXT_MAX,
  SECTION_TITLE_MAX,
  breakItemSchema,
  clockTimeSchema,
  exerciseItemSchema,
  groupActivitySchema,
  parallelItemSchema,
  planDateSchema,
  planGroupSchema,
  planItemSchema,
  planPositionSchema,
  planSectionSchema,
  practicePlanCreateSchema,
  practicePlanHeaderSchema,
  practicePlanListResponseSchema,
  practicePlanSchema,
  practicePlanUpdateSchema,
  planReferencedSchema,
  referencedBoardSchema,
  referencedExerciseSchema,
  tacticboardItemSchema,
  textItemSchema,
  type BreakItem,
  type ExerciseItem,
  type GroupActivity,
  type ParallelItem,
  type PlanActivity,
  type PlanGroup,
  type PlanItem,
  type PlanItemKind,
  type PlanPosition,
  type PlanReferenced,
  type PlanSection,
  type PracticePlan,
  type PracticePlanContent,
  type PracticePlanCreate,
  type PracticePlanHeader,
  type PracticePlanListResponse,
  type PracticePlanUpdate,
  type ReferencedBoard,
  type ReferencedExercise,
  type TacticboardItem,
  type TextItem,
} from './practice-plans/schema.ts';
export {
  itemMinutes,
  overTime,
  sectionMinutes,
  sessionMinutes,
  totalMinutes,
} from './practice-plans/durations.ts';
export {
  clockTimeAt,
  clockTimes,
  parseClockTime,
  sessionSpan,
  type ClockSpan,
  type ClockTime,
  type ItemClock,
  type PlanClock,
  type SectionClock,
} from './practice-plans/clock.ts';
export {
  POSITION_FILTERS,
  positionLine,
  type LineStep,
  type PositionFilter,
} from './practice-plans/positions.ts';
export { itemActivities, references, type PlanReferences } from './practice-plans/references.ts';
export {
  headCountRange,
  itemMaterials,
  planMaterials,
  type CountRange,
  type ExerciseLookup,
  type ExerciseSummary,
  type HeadCountRange,
} from './practice-plans/needs.ts';
export { duplicateAsTemplate, type IdFactory } from './practice-plans/template.ts';
