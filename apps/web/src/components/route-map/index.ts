export { RouteMap, type RouteMapProps } from './route-map';
