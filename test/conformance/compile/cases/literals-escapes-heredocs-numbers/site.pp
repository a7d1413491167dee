$h = @("END"/tn$L)
  tab\there\
  joined \$dollar ${facts['os']['family']}
  END
notify { 'a': message => ["a\u{1F600}b", "\u00e9", "x\sy", "q\'q", 'single\'s \\ back', "\\n"] }
notify { 'b': message => [0x1F, 0777, 1e3, 1.5e-3, -0.0, 0.1 + 0.2, 10 / 4, 10 % 3, -7 / 2, -7 % 2] }
notify { 'c': message => $h }
notify { 'd': message => [Integer('0x1F'), Integer('0b101'), Integer('017'), Float('1e2'), Numeric('3.0'), Integer('-0')] }
notify { 'f': message => @(X/L)
  line one \
  continued
  |- X
}
