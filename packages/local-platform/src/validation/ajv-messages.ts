import type { ErrorObject } from 'ajv';

/**
 * Turns Ajv's errors into the provider's validation strings (class-validator wording, one per
 * problem): `property foo should not exist`, `name must be shorter than or equal to 40
 * characters`, …
 */
export function toMessages(errors: readonly ErrorObject[]): string[] {
  return [...new Set(errors.filter((e) => e.keyword !== 'if').map(toMessage))];
}

function toMessage(e: ErrorObject): string {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const at = (child: string) => (path ? `${path}.${child}` : child);
  const p = e.params as Record<string, unknown>;
  const field = path || 'body';
  switch (e.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `property ${at(String(p.additionalProperty ?? p.unevaluatedProperty))} should not exist`;
    case 'required':
      return `${at(String(p.missingProperty))} should not be empty`;
    case 'type':
      return `${field} must be ${article(String(p.type))}`;
    case 'maxLength':
      return `${field} must be shorter than or equal to ${String(p.limit)} characters`;
    case 'minLength':
      return `${field} must be longer than or equal to ${String(p.limit)} characters`;
    case 'maximum':
      return `${field} must not be greater than ${String(p.limit)}`;
    case 'minimum':
      return `${field} must not be less than ${String(p.limit)}`;
    case 'maxItems':
      return `${field} must contain no more than ${String(p.limit)} elements`;
    case 'minItems':
      return `${field} must contain at least ${String(p.limit)} elements`;
    case 'enum':
      return `${field} must be one of the following values: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${field} must be equal to ${String(p.allowedValue)}`;
    case 'format':
      return p.format === 'uuid'
        ? `${field} must be a UUID`
        : p.format === 'date-time'
          ? `${field} must be a valid ISO 8601 date string`
          : `${field} must match format ${String(p.format)}`;
    case 'pattern':
      return `${field} must match ${String(p.pattern)} regular expression`;
    case 'discriminator':
      return p.error === 'mapping'
        ? `${at(String(p.tag))} must be one of the supported values`
        : `${at(String(p.tag))} must be a string`;
    case 'oneOf':
    case 'anyOf':
      return `${field} must match one of the allowed shapes`;
    default:
      return `${field} ${e.message ?? 'is invalid'}`;
  }
}

function article(type: string): string {
  if (type === 'integer') return 'an integer number';
  if (type === 'object' || type === 'array') return `an ${type}`;
  return `a ${type}`;
}
