define site::pool (String $listen = '127.0.0.1:9000') {
  notify { "pool ${title} on ${listen}": }
}
