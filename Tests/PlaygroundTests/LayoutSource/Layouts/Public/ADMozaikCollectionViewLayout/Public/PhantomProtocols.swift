//
//  PhantomProtocols.swift
//  ADMozaikCollectionViewLayout
//
//  Created by Anton Domashnev on 29.03.17.
//  Copyright © 2017 Anton Domashnev. All rights reserved.
//

import Foundation

protocol AutoEquatable {}
protocol AutoHashable {}
