class m::a { include m  require m  contain m  notify { 'a': } }
