case 'x' { 'a', 'b': { notice('ab') } /^x/: { notice('x') } default: { } }
