node default {
  notify { "node": }
  if true { return() }
}
