class a { $x = 1
  foo }
