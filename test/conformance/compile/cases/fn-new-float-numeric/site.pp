notify { 'float': message => [Float('3'), Float(3), Float('1e3'), Float('1.5e3'), Float('1.5E3'), Float('0x10'), Float(true), Float(false)] }
notify { 'float forms': message => [Float(' 5'), Float('-  1.5'), Float('0b11'), Float('017'), Float(-2, true), Float({ 'from' => '2.5' }), Float('-0.25')] }
notify { 'float of float': message => Float(2.5) }
notify { 'numeric': message => [Numeric('3'), Numeric('3.0'), Numeric('0x1F'), Numeric(true), Numeric(2.5), Numeric('1.5e3'), Numeric('010'), Numeric('0b11')] }
notify { 'numeric forms': message => [Numeric('-0x10'), Numeric(-3, true), Numeric('  3'), Numeric('+ 3'), Numeric({ 'from' => '-4', 'abs' => true })] }
