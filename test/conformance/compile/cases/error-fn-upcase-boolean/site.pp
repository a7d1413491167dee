$x = upcase(['a', true])
