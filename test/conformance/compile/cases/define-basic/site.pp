define greet($who = 'world', $punct = undef) { notify { "hello-${title}": message => "${who}${punct}" } }
greet { 'a': }
greet { 'b': who => 'you', punct => '!' }
