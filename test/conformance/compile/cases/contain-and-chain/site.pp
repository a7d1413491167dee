class a { notify { 'a': } }
class b { notify { 'b': } }
class outer { contain a
 contain b
 Class['a'] -> Class['b'] }
include outer
