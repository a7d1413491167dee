# Init[T]: a T, or what T.new takes as its one argument (Puppet reads T.new's signatures);
# Init[T](x) and Init[T].new(x) convert as T.new does, init arguments after the value.
notify { 'print': message => String([Init, Init[Integer], Init[Integer, 16], Init[String, '%x'], Init[Array[Integer]], type(Init[Integer])]) }
notify { 'instances':
  message => [42 =~ Init[Integer], '42' =~ Init[Integer], '0x1f' =~ Init[Integer], 'abc' =~ Init[Integer], true =~ Init[Integer],
    { 'from' => '7' } =~ Init[Integer], [1] =~ Init[Integer], 'yes' =~ Init[Boolean], 'maybe' =~ Init[Boolean], 3 =~ Init[String],
    [1, 2] =~ Init[Array], 'x' =~ Init[Array], [[1, 2]] =~ Init[Hash], 'x' =~ Init, /x/ =~ Init, 'x' =~ Init[Regexp],
    '1.5' =~ Init[Float], 'x' =~ Init[Integer, 16], 'ff' =~ Init[Integer, 16]],
}
notify { 'convert':
  message => [Init[Integer]('42'), Init[Integer].new('0x10'), Init[Integer, 8]('17'), Init[String](42), Init[String, '%x'](255),
    Init[Boolean]('yes'), Init[Array]({ 'a' => 1 }), Init[Float]('2.5'), Init[Integer](7), Init[Array[Integer]]([1, 2])],
}
notify { 'assignable':
  message => [Init[Integer] =~ Type[Init], Type[String] =~ Type[Init[Integer]], Type[Numeric] =~ Type[Init[Integer]],
    Type[Init[Integer]] == Type[Init[Integer]], Init[Integer] == Init[Integer, 10], Init[Integer] =~ Type[Init[Numeric]]],
}
type Port = Integer[1, 65535]
define listener(Init[Port] $port) {
  notify { "port ${title}": message => [$port, type($port, 'generalized'), Init[Port]($port)] }
}
listener { 'text': port => '8080' }
listener { 'number': port => 443 }
