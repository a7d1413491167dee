notify { "d": message => [Scalar] }
notify { "e": message => [Data] }
