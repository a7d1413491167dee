$x = lookup('no::such::key')
