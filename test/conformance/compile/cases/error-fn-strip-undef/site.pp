$x = strip(undef)
