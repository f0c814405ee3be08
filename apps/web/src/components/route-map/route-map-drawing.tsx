import type { RouteMapPoint } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useLayoutEffect, useMemo, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-110m.json';
import { mapSize, mapSizeFor, routeMapGeometry, type MapSize, type ProjectedPoint } from './route-map-geometry';

// Natural Earth 1:110m land, bundled with this chunk: nothing is fetched from outside.
const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;
const land = feature(topology, topology.objects.land);

const markerRadius: Record<RouteMapPoint['role'], number> = {
  origin: 7,
  destination: 7,
  transhipment: 5,
  nearbySuggestion: 6,
};
/** Labels closer than this to the right edge go on the marker's left. */
const labelRoom = 150;
/**
 * A suggestion this close to a route point (a label's height above or below, a label's width
 * beside) keeps its marker but not its label: the labels would overlap, and the list names it.
 */
const crowded = { dx: 130, dy: 18 };

/** The drawing area of the SVG's container, one unit a pixel; the default size until measured (and in jsdom). */
function useMapSize(): [MapSize, (element: SVGSVGElement | null) => void] {
  const [size, setSize] = useState<MapSize>(mapSize);
  const [observed, setObserved] = useState<SVGSVGElement | null>(null);
  useLayoutEffect(() => {
    const container = observed?.parentElement;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = container.getBoundingClientRect().width;
      if (width > 0) setSize((current) => (current.width === mapSizeFor(width).width ? current : mapSizeFor(width)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [observed]);
  return [size, setObserved];
}

export interface RouteMapDrawingProps {
  points: readonly RouteMapPoint[];
  /** The accessible name: the route in words. */
  label: string;
  onSelectSuggestion?: ((point: RouteMapPoint) => void) | undefined;
}

/**
 * The SVG of the route map (docs/decisions/061-route-map.md): land, the route along great
 * circles, labelled markers. One image for assistive technology (`role="img"` and its label);
 * the suggestions are also buttons outside it (see RouteMap). Geography is never mirrored: the
 * SVG is left to right in every language, and each label keeps its own text direction.
 */
export default function RouteMapDrawing({ points, label, onSelectSuggestion }: RouteMapDrawingProps) {
  const theme = useTheme();
  const [size, svgRef] = useMapSize();
  const geometry = useMemo(() => routeMapGeometry(points, land, size), [points, size]);
  const { width, height } = size;
  const routePoints = geometry.points.filter(({ point }) => point.role !== 'nearbySuggestion');
  const isCrowded = ({ x, y }: ProjectedPoint) =>
    routePoints.some((stop) => Math.abs(stop.x - x) < crowded.dx && Math.abs(stop.y - y) < crowded.dy);
  const colourOf = (role: RouteMapPoint['role']) =>
    role === 'nearbySuggestion' ? theme.palette.secondary.main : theme.palette.primary.main;

  const marker = (projected: ProjectedPoint) => {
    const { point, x, y } = projected;
    const isSuggestion = point.role === 'nearbySuggestion';
    const onLeft = x > width - labelRoom;
    const showsLabel = !isSuggestion || !isCrowded(projected);
    return (
      <g
        key={`${point.role}-${point.code}`}
        data-role={point.role}
        data-code={point.code}
        onClick={isSuggestion && onSelectSuggestion ? () => onSelectSuggestion(point) : undefined}
        style={isSuggestion && onSelectSuggestion ? { cursor: 'pointer' } : undefined}
      >
        <circle
          cx={x}
          cy={y}
          r={markerRadius[point.role]}
          fill={isSuggestion ? theme.palette.background.paper : colourOf(point.role)}
          stroke={isSuggestion ? colourOf(point.role) : theme.palette.background.paper}
          strokeWidth={isSuggestion ? 2.5 : 2}
          strokeDasharray={isSuggestion ? '3 2' : undefined}
        />
        {showsLabel && (
          <text
            x={onLeft ? x - 11 : x + 11}
            y={y + 4}
            textAnchor={onLeft ? 'end' : 'start'}
            fontSize={point.role === 'transhipment' || isSuggestion ? 13 : 15}
            fontWeight={point.role === 'origin' || point.role === 'destination' ? 600 : 400}
            fill={theme.palette.text.primary}
            stroke={theme.palette.background.paper}
            strokeWidth={4}
            paintOrder="stroke"
            // `start`/`end` follow the text direction: kept left to right so a label sits on the side chosen above
            // in Arabic too; the name itself still reads in its own direction.
            style={{ direction: 'ltr', unicodeBidi: 'plaintext' }}
          >
            {point.label}
          </text>
        )}
      </g>
    );
  };

  return (
    <Box
      component="svg"
      ref={svgRef}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      sx={{
        display: 'block',
        direction: 'ltr',
        width: '100%',
        height: 'auto',
        borderRadius: 1,
        bgcolor: alpha(theme.palette.primary.main, 0.06),
        fontFamily: theme.typography.fontFamily,
      }}
    >
      <path d={geometry.land} fill={theme.palette.grey[300]} stroke={theme.palette.grey[400]} strokeWidth={0.5} />
      {geometry.route && (
        <path
          data-testid="route-map-route"
          d={geometry.route}
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {/* Suggestions under the route's markers, so a stop is never hidden by one. */}
      {geometry.points.filter(({ point }) => point.role === 'nearbySuggestion').map(marker)}
      {geometry.points.filter(({ point }) => point.role !== 'nearbySuggestion').map(marker)}
    </Box>
  );
}
