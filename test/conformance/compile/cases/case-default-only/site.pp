case 'zzz' {
  'a': { notify { 'a': } }
  default: { notify { 'fallback': } }
}
