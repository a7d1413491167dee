class m::a { include m  require m  notify { 'a': } }
