$facts_like = { 'os' => { 'family' => 'Debian', 'release' => { 'major' => '12' } } }
$list = [3, 1, 2]
notify { 'margin-short-line': message => @("END"/L)
      deep
    shallow \
    joined
  text after \\
      |   END
}
notify { 'strip-final-newline': message => @(END)
  no newline at end
  |- END
}
notify { 'escapes-only-some': message => @("END"/t)
  tab\there, newline\nstays, dollar \$x stays
  END
}
notify { 'unicode-escape': message => @("END"/u)
  smile \u{1F600} e \u00e9
  END
}
notify { 'interpolation-chains': message => @("END")
  ${facts_like['os']['family']} ${facts_like['os']['release']['major']}
  ${list.sort.join(',')} ${list.map |$v| { $v * 10 }}
  ${list.filter |$v| { $v > 1 }.length}
  END
}
notify { 'dollar-flag': message => @("END"/$)
  price: \$5 and $5 and \\$
  END
}
notify { 'two-on-a-line': message => [@(A), @(B)].join('+')
  first
  A
  second
  B
}
notify { 'json-syntax': message => @(END:json)
  {"a": [1, 2]}
  END
}
notify { 'empty-heredoc': message => @(END)
  END
}
notify { 'blank-lines-in-margin': message => @(END)
    a

    b
    | END
}
