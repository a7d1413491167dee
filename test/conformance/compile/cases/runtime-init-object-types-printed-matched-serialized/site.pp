# Runtime[runtime, name], Object, TypeSet, Init as values: their text, type(), =~ and == among types, and rich data.
notify { 'print': message => String([Runtime['ruby', 'Foo'], type(Runtime['ruby', 'Foo']), Runtime]) }
notify { 'match': message => ['x' =~ Runtime, 'x' =~ Runtime['ruby', 'String'], Runtime['ruby', 'Foo'] =~ Type[Runtime], Type[Runtime['ruby', 'Foo']] =~ Type[Runtime], Runtime['ruby', 'A'] == Runtime['ruby', 'A'], Runtime['ruby', 'A'] == Runtime['ruby', 'B'], Runtime['ruby', 'Foo'] =~ Type[Runtime['ruby', 'Foo']], Runtime =~ Type[Any]] }
notify { 'object': message => [String(type(Object)), String(type(TypeSet)), Object =~ Type[Object], Error =~ Type[Object], Deferred =~ Type[Object], TypeSet =~ Type, 'x' =~ Object, String(type(Error)), String(type(Error['a']))] }
notify { 'raw': message => [Runtime['ruby', 'Foo'], Runtime, Init[Integer, 16], Init] }
