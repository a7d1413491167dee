$x = 'v'
notify { 'a': message => @(END) }
  plain ${x}
  | END
notify { 'b': message => @("END") }
  interp ${x}
  second
  |- END
