/**
 * Colours for map marks, readable on the light and the dark map alike (each mark also has an
 * outline in the theme's text colour). Sequential: viridis in five steps, low to high.
 */
export const SEQUENTIAL = ['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'] as const;
