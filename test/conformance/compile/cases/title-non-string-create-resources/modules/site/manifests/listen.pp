define site::listen($port_note = 'p') {
  notify { "Listen ${title}": message => [$title, $name, $title =~ Integer, $name =~ String] }
}
