case 1 { Integer: { notice('int') } default: {} }
