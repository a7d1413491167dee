class m { notify { 'm': } }
