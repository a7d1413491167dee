case [1, 'x'] {
  [Integer, String]: { notify { 'tuple': } }
  default: { notify { 'other': } }
}
