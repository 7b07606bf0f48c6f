// The few Foundry v14 data shapes the system writes that fvtt-types (v13 only) does not know.
// Kept minimal and to the v14 API (foundry.data.ConeShapeData, RegionDocument).
declare namespace FoundryV14 {
  /**
   * foundry.data.ConeShapeData source: a circular sector from its origin (x, y) in canvas pixels,
   * `radius` in pixels, `angle` the opening in degrees, `rotation` the direction of its centre line
   * in degrees clockwise from the +x axis (as MeasuredTemplate#direction), `curvature` the far edge.
   */
  interface ConeShapeSource {
    type: 'cone';
    x: number;
    y: number;
    radius: number;
    angle: number;
    rotation: number;
    curvature?: 'flat' | 'round' | 'semicircle';
    gridBased?: boolean;
    hole?: boolean;
  }

  /** The RegionDocument creation data the system uses (v14 regions accept cone shapes). */
  interface RegionCreateData {
    name: string;
    color: string;
    shapes: ConeShapeSource[];
    /** CONST.REGION_VISIBILITY: 0 layer, 1 gamemaster, 2 always. */
    visibility: 0 | 1 | 2;
    displayMeasurements?: boolean;
    locked?: boolean;
    behaviors?: object[];
    flags?: Record<string, unknown>;
  }
}
