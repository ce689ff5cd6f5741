export { SlideView, type SlideViewProps } from './SlideView';
export { ElementView } from './ElementView';
export { SLIDE_MODES, type SlideMode, type ElementWrapper, type ElementClickHandler } from './types';
export { canvasScale, elementBoxStyle } from './geometry';
export {
  animationStyle,
  animationDelayMs,
  elementAnimationName,
  ENTRANCE_ANIMATIONS,
  ELEMENT_KEYFRAMES,
} from './animation/elementAnimation';
export { KEYFRAMES_STYLE_ID, ensureKeyframes, keyframesCss } from './keyframes';
export { SlideTransition, type SlideLayer, type SlideTransitionProps } from './transition/SlideTransition';
export { transitionStyle, isAnimatedTransition, DEFAULT_SLIDE_FROM } from './transition/transitionStyle';
export { polygonPoints, rectangleRadius } from './elements/shapeOutline';
export { webSandbox, SAME_ORIGIN_SANDBOX, CROSS_ORIGIN_SANDBOX } from './elements/webSandbox';
export { DEFAULT_TEXT_COLOR, lineStyle, runStyle } from './elements/textStyles';
export { slideFonts } from './fonts/slideFonts';
export { useSlideFonts } from './fonts/useSlideFonts';
export { rasterizeSlide, SLIDE_JPEG_QUALITY } from './rasterize/rasterizeSlide';
export { waitForSlide, RASTERIZE_WAIT_CHECKS, RASTERIZE_WAIT_MS } from './rasterize/waitForSlide';
export { AlertView, type AlertViewProps } from './alert/AlertView';
export { AlertIcon } from './alert/alertIcons';
export {
  WidgetDataProvider,
  useWidgetData,
  DATA_WIDGETS,
  type WidgetDataEntry,
  type WidgetData,
  type DataWidgetType,
} from './elements/widgets/widgetData';
export { WIDGET_LABELS, DEFAULT_WIDGET_LABELS, type WidgetLabels } from './elements/widgets/widgetLabels';
export { WeatherWidget, type WeatherWidgetProps } from './elements/widgets/WeatherWidget';
export { WeatherIcon } from './elements/widgets/weatherIcons';
export { NewsWidget, type NewsWidgetProps } from './elements/widgets/NewsWidget';
export { CellWidget, type CellWidgetProps } from './elements/widgets/CellWidget';
export { cellStyle, type TCellStyle } from './elements/widgets/cellStyle';
export { WidgetPlaceholder } from './elements/widgets/WidgetPlaceholder';
export { MenuWidget, menuSections } from './elements/widgets/MenuWidget';
export { MENU_THEMES, menuFonts } from './elements/widgets/menu/menuThemes';
