$opts = ['a', 'b']
case 'b' {
  *$opts: { notify { 'in opts': } }
  default: { notify { 'not': } }
}
