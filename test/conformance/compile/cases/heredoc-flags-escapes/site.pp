$x = "X"
notify { "a": message => @("END"/tn$L)
    a\tb $x \$y \
    joined
    | END
}
notify { "b": message => @(END)
  keep ${x} raw\t
  END
}
