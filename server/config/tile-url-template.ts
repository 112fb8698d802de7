import { registerDecorator, type ValidationOptions } from 'class-validator';

/** The placeholders every tile URL template must hold, each replaced by a validated integer. */
export const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/**
 * Why `template` is not a usable tile URL template, or undefined when it is: an http(s) URL once
 * `{z}`, `{x}` and `{y}` are filled in, holding each of them (a template missing one would ask
 * every tile of a zoom for the same image).
 */
export function tileTemplateProblem(template: unknown): string | undefined {
  if (typeof template !== 'string') return 'must be a URL template';
  const missing = TILE_PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) return `must contain ${missing.join(', ')}`;
  let url: URL;
  try {
    url = new URL(fillTileTemplate(template, 0, 0, 0));
  } catch {
    return 'must be an http:// or https:// URL with {z}, {x} and {y} in it';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'must be an http:// or https:// URL';
  }
  return undefined;
}

/** The template with the tile's coordinates in place of its placeholders. */
export function fillTileTemplate(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}

/** A tile URL template (see `tileTemplateProblem`), checked when the configuration loads. */
export function IsTileUrlTemplate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isTileUrlTemplate',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => tileTemplateProblem(value) === undefined,
        defaultMessage: (args) => tileTemplateProblem(args?.value) ?? 'is not a tile URL template',
      },
    });
  };
}
