hiera_include('classes')
class a { notify { 'a': } }
class b { notify { 'b': } }
