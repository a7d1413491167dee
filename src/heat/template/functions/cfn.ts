// The CloudFormation functions HOT 2013-05-23 still has (Fn::Select also until 2015-04-30):
// Fn::Join, Fn::Select, Fn::Split, Fn::Replace, Fn::Base64 computed, Ref to a parameter read
// (a Ref to a resource is parsed as get_resource), Fn::GetAZs, Fn::MemberListToMap,
// Fn::ResourceFacade symbolic.
import { isHash, type DataHash } from '../../../data/value.js';
import { pyJsonLoads } from '../../parameters/py-json.js';
import { pyStr } from '../../parameters/python.js';
import { listJoin, strReplace } from './strings.js';
import { HeatError, readParameter, typeError, valueError } from './values.js';

/** The checks the CFN functions' constructors make. */
export function constructCfn(name: string, args: unknown): void {
  switch (name) {
    case 'Fn::Select':
      if (!(Array.isArray(args) && args.length === 2) && !(typeof args === 'string' && args.length === 2)) throw valueError(`Arguments to "${name}" must be of the form [index, collection]`);
      return;
    case 'Fn::Join': {
      const example = `"${name}" : [ " ", [ "str1", "str2"]]`;
      if (!Array.isArray(args)) throw typeError(`Incorrect arguments to "${name}" should be: ${example}`);
      if (args.length !== 2) throw valueError(`Incorrect arguments to "${name}" should be: ${example}`);
      return;
    }
    case 'Fn::Split':
    case 'Fn::Replace': {
      const example = name === 'Fn::Split' ? `"${name}" : [ ",", "str1,str2"]]` : `{"${name}": [ {"$var1": "foo", "%var2%": "bar"}, "$var1 is %var2%"]}`;
      if (typeof args === 'string' || isHash(args)) throw typeError(`Incorrect arguments to "${name}" should be: ${example}`);
      if (!Array.isArray(args) || args.length !== 2) throw valueError(`Incorrect arguments to "${name}" should be: ${example}`);
      return;
    }
    default:
  }
}

/** A CFN function's value; undefined when it needs a live stack (the caller keeps it symbolic). */
export function cfnResult(name: string, args: unknown, parameters: DataHash): { value: unknown } | undefined {
  switch (name) {
    case 'Fn::Join': {
      const [delim, list] = args as unknown[];
      return { value: listJoin(name, false, delim, [list]) };
    }
    case 'Fn::Select': {
      const [rawIndex, rawStrings] = args as unknown[];
      let strings = rawStrings;
      if (strings === '') return { value: '' };
      if (typeof strings === 'string') {
        try {
          strings = pyJsonLoads(strings);
        } catch (e) {
          throw valueError(`"${name}": ${(e as Error).message}`);
        }
      }
      if (isHash(strings)) {
        if (typeof rawIndex !== 'string') throw typeError(`Index to "${name}" must be a string`);
        return { value: Object.hasOwn(strings, rawIndex) ? strings[rawIndex] : '' };
      }
      const index = typeof rawIndex === 'string' && /^\s*[+-]?\d+\s*$/.test(rawIndex) ? Number(rawIndex) : rawIndex;
      if (Array.isArray(strings)) {
        if (typeof index !== 'number' || !Number.isInteger(index)) throw typeError(`Index to "${name}" must be an integer`);
        const i = index < 0 ? strings.length + index : index;
        return { value: i >= 0 && i < strings.length ? strings[i] : '' };
      }
      if (strings === null || strings === undefined) return { value: '' };
      throw typeError(`Arguments to ${name} not fully resolved`);
    }
    case 'Fn::Split': {
      const [delim, text] = args as unknown[];
      if (typeof delim !== 'string') throw typeError(`Delimiter for ${name} must be string`);
      if (typeof text !== 'string') throw typeError(`String to split must be string; got <class '${text === null ? 'NoneType' : Array.isArray(text) ? 'list' : isHash(text) ? 'dict' : typeof text === 'number' ? 'int' : typeof text}'>`);
      return { value: text.split(delim) };
    }
    case 'Fn::Replace': {
      const [mapping, text] = args as unknown[];
      if (!isHash(mapping)) throw typeError(`"${name}" parameters must be a mapping`);
      return { value: strReplace(name, { json: false, strict: false, allowEmpty: true }, text, mapping) };
    }
    case 'Fn::Base64':
      if (typeof args !== 'string') throw typeError(`"${name}" argument must be a string`);
      return { value: args };
    case 'Ref':
      // ParamRef (a Ref to a resource was parsed as get_resource): a name that is not a parameter
      // is Parameters' KeyError, which ParamRef words as a bad reference.
      if (typeof args === 'string' && Object.hasOwn(parameters, args)) return { value: readParameter(parameters, args) };
      throw new HeatError('InvalidTemplateReference', `The specified reference "${pyStr(args)}" (in unknown) is incorrect.`);
    default:
      return undefined;
  }
}
