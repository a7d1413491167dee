node 'ü' {}
